import { matchPath } from 'react-router';
import { OPEN_ROUTES, WEB_ROUTES, type WebRouteName } from '@ventas/domain/permissions/web-routes';

export type OpenRouteName = keyof typeof OPEN_ROUTES;
/** 'home' is '/', which has no screen (SPEC §2); null is an unnamed (unknown) route. */
export type RouteName = OpenRouteName | 'home' | WebRouteName;

const OPEN_ROUTE_NAMES = Object.keys(OPEN_ROUTES) as OpenRouteName[];
const WEB_ROUTE_NAMES = Object.keys(WEB_ROUTES) as WebRouteName[];

// Matching is case-insensitive, as the router's is: /dashboard reaches /dashBoard.
function matches(pattern: string, pathname: string): boolean {
  return matchPath({ path: pattern, caseSensitive: false, end: true }, pathname) !== null;
}

export function resolveRouteName(pathname: string): RouteName | null {
  if (matches('/', pathname)) return 'home';
  const open = OPEN_ROUTE_NAMES.find((name) => matches(OPEN_ROUTES[name], pathname));
  if (open) return open;
  return screenRouteAt(pathname);
}

/** The screen route a path opens; null for the open routes, '/' and unnamed paths. */
export function screenRouteAt(pathname: string): WebRouteName | null {
  return WEB_ROUTE_NAMES.find((name) => matches(WEB_ROUTES[name].path, pathname)) ?? null;
}
