import { sectionOf } from '@ventas/domain/permissions/web-navigation';
import { OPEN_ROUTES, WEB_ROUTES, type SectionRoute } from '@ventas/domain/permissions/web-routes';
import { screenRouteAt } from '../route-guard/route-name';

/** The drawer entry the current path's screen is found under (its tabs included), if any. */
export function currentSection(pathname: string): SectionRoute | null {
  const route = screenRouteAt(pathname);
  return route && sectionOf(route);
}

function isWithin(pathname: string, base: string): boolean {
  const path = pathname.toLowerCase();
  const root = base.toLowerCase();
  return path === root || path.startsWith(`${root}/`);
}

const OFFER_CONFIGURATOR_BASE = WEB_ROUTES.OfferConfigurator.path.replace('/:id', '');

/** SPEC §2: the bottom bar is hidden on maintenance, login and the offer configurator. */
export function showsBottomBar(pathname: string): boolean {
  return ![OPEN_ROUTES.maintenance, OPEN_ROUTES.login, OFFER_CONFIGURATOR_BASE].some((base) =>
    isWithin(pathname, base),
  );
}
