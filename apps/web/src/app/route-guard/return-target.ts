import { OPEN_ROUTES } from '@ventas/domain/permissions/web-routes';
import { resolveRouteName } from './route-name';

/**
 * Where a visitor was going travels to /login as `?next=<path?query#hash>` (docs/decisions/):
 * in the URL, so a reload of the login page or a link copied from it keeps it.
 */
export const RETURN_TARGET_PARAM = 'next';

/** The parts of a router location that make up a URL of this site. */
export interface UrlParts {
  pathname: string;
  search: string;
  hash: string;
}

/** The login URL that brings the visitor back to `location` once logged in. */
export function loginRedirectFor({ pathname, search, hash }: UrlParts): string {
  const target = `${pathname}${search}${hash}`;
  // The home page leads to the dashboard, where a login without a target goes anyway.
  if (target === '/') return OPEN_ROUTES.login;
  return `${OPEN_ROUTES.login}?${new URLSearchParams({ [RETURN_TARGET_PARAM]: target }).toString()}`;
}

/** Where the login URL with this query string brings a user once logged in; null: the dashboard. */
export function returnTargetOf(loginSearch: string): string | null {
  return safeReturnTarget(new URLSearchParams(loginSearch).get(RETURN_TARGET_PARAM));
}

// An origin no real site has: a target that resolves anywhere else names another site.
export const PROBE_ORIGIN = 'http://return-target.invalid';

/**
 * Open-redirect guard: `raw` as a path of this site (normalised as the address bar shows it), or
 * null. Anyone can send a link to /login?next=…, so the URL parser decides, as the browser will:
 * it reads `\` as `/` and drops tabs and newlines, which turns '/\evil' or '/\t/evil' into
 * '//evil', another host. Login and logout are refused too: the first loops, the second would
 * end the session just opened.
 */
export function safeReturnTarget(raw: string | null): string | null {
  if (!raw?.startsWith('/')) return null;
  let url: URL;
  try {
    url = new URL(raw, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  const target = `${url.pathname}${url.search}${url.hash}`;
  // '/.//evil' stays on this origin but normalises to '//evil', which history would resolve off-site.
  if (target.startsWith('//')) return null;
  const route = resolveRouteName(url.pathname);
  if (route === 'login' || route === 'logout') return null;
  return target;
}
