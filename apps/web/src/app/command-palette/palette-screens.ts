import { canAccess } from '@ventas/domain/permissions/access-rule';
import type { Actor } from '@ventas/domain/permissions/roles';
import {
  DRAWER_ENTRIES,
  WEB_ROUTES,
  type SectionRoute,
  type WebRouteName,
} from '@ventas/domain/permissions/web-routes';
import { activeEntry } from '../layout/menu-entries';
import { SCREEN_TABLE } from '../routes/screen-table';

/** A screen the palette offers: the title the screen shows, where it lives, its menu section. */
export interface PaletteScreen {
  route: WebRouteName;
  title: string;
  path: string;
  section: SectionRoute | null;
}

const ROUTE_NAMES = Object.keys(WEB_ROUTES) as WebRouteName[];

/**
 * Every screen the actor may open, in the route table's order: the route's rule and, inside a
 * menu section, the section entry's rule too (the drawer narrows RetailX to Admin in group D).
 * Redirects (their target is listed) and routes that need an id (the offer configurator) are left out.
 */
export function screensFor(actor: Actor): PaletteScreen[] {
  return ROUTE_NAMES.flatMap((route) => {
    const { path, access } = WEB_ROUTES[route];
    const entry = SCREEN_TABLE[route];
    if ('redirectTo' in entry || path.includes(':')) return [];
    const section = activeEntry(DRAWER_ENTRIES, path);
    if (!canAccess(actor, access) || (section && !canAccess(actor, section.access))) return [];
    return [{ route, title: entry.title, path, section: section?.route ?? null }];
  });
}

/** Lower case without accents: 'Estadísticas' is found by 'estadis'. */
export const fold = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The screens whose title or path holds every typed word (accents and case ignored). */
export function matchScreens(screens: readonly PaletteScreen[], text: string): PaletteScreen[] {
  const words = fold(text).split(/\s+/).filter(Boolean);
  return screens.filter((screen) => {
    const haystack = fold(`${screen.title} ${screen.path}`);
    return words.every((word) => haystack.includes(word));
  });
}
