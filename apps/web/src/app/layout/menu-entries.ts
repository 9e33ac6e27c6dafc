import { canAccess } from '@ventas/domain/permissions/access-rule';
import type { Actor } from '@ventas/domain/permissions/roles';
import { OPEN_ROUTES, WEB_ROUTES, type MenuEntry } from '@ventas/domain/permissions/web-routes';

/** SPEC §2: a menu shows the entries whose rule the user passes, in the table's order. */
export function visibleEntries(entries: readonly MenuEntry[], actor: Actor): MenuEntry[] {
  return entries.filter((entry) => canAccess(actor, entry.access));
}

function isWithin(pathname: string, base: string): boolean {
  const path = pathname.toLowerCase();
  const root = base.toLowerCase();
  return path === root || path.startsWith(`${root}/`);
}

/** The entry whose section holds the current path (children included), if any. */
export function activeEntry(entries: readonly MenuEntry[], pathname: string): MenuEntry | undefined {
  return entries.find((entry) => isWithin(pathname, WEB_ROUTES[entry.route].path));
}

const OFFER_CONFIGURATOR_BASE = WEB_ROUTES.OfferConfigurator.path.replace('/:id', '');

/** SPEC §2: the bottom bar is hidden on maintenance, login and the offer configurator. */
export function showsBottomBar(pathname: string): boolean {
  return ![OPEN_ROUTES.maintenance, OPEN_ROUTES.login, OFFER_CONFIGURATOR_BASE].some((base) =>
    isWithin(pathname, base),
  );
}
