import { OUTSIDE_DRAWER, navigationFor, screenTitle } from '@ventas/domain/permissions/web-navigation';
import {
  WEB_ROUTES,
  canOpen,
  type SectionRoute,
  type WebActor,
  type WebRouteName,
} from '@ventas/domain/permissions/web-routes';
import { SCREEN_TABLE } from '../routes/screen-table';

/** A screen the palette offers: the title the screen shows, where it lives, its drawer entry. */
export interface PaletteScreen {
  route: WebRouteName;
  title: string;
  path: string;
  section: SectionRoute | null;
}

/** The screen a route shows: a redirect's target (an entry's link may be one). */
function landing(route: WebRouteName): WebRouteName {
  const entry = SCREEN_TABLE[route];
  return 'redirectTo' in entry ? entry.redirectTo : route;
}

const OUTSIDE_ROUTES = Object.keys(OUTSIDE_DRAWER) as (keyof typeof OUTSIDE_DRAWER)[];

type Placed = Pick<PaletteScreen, 'route' | 'section'>;

/**
 * Every screen the actor may open, from the declaration the drawer reads (issue 29): the drawer's
 * entries in order, each as its tabs when it has them, then those found elsewhere (the user menu's
 * Cambiar contraseña). So a screen the drawer offers is here, and one it hides is not. Routes that
 * need an id (the offer configurator) are left out.
 */
export function screensFor(actor: WebActor): PaletteScreen[] {
  const inDrawer = navigationFor(actor).flatMap((entry): Placed[] =>
    (entry.tabs.length > 0 ? entry.tabs.map((tab) => tab.route) : [landing(entry.route)]).map((route) => ({
      route,
      section: entry.route,
    })),
  );
  const elsewhere: Placed[] = OUTSIDE_ROUTES.filter((route) => canOpen(actor, route)).map((route) => ({
    route,
    section: null,
  }));
  return [...inDrawer, ...elsewhere]
    .filter(({ route }) => !WEB_ROUTES[route].path.includes(':'))
    .map(({ route, section }) => ({
      route,
      title: screenTitle(route),
      path: WEB_ROUTES[route].path,
      section,
    }));
}

/** Lower case without accents: 'Estadísticas' is found by 'estadis'. */
export const fold = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The screens whose title holds every typed word (accents and case ignored). */
export function matchScreens(screens: readonly PaletteScreen[], text: string): PaletteScreen[] {
  const words = fold(text).split(/\s+/).filter(Boolean);
  return screens.filter((screen) => {
    const title = fold(screen.title);
    return words.every((word) => title.includes(word));
  });
}
