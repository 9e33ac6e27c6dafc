import { canAccess } from '@ventas/domain/permissions/access-rule';
import type { Actor } from '@ventas/domain/permissions/roles';
import { OPEN_ROUTES, WEB_ROUTES } from '@ventas/domain/permissions/web-routes';
import { loginRedirectFor, returnTargetOf, type UrlParts } from './return-target';
import { resolveRouteName } from './route-name';

export interface GuardInput {
  /** Where the navigation goes: the router location's path, query and hash. */
  location: UrlParts;
  /** null while not logged in. */
  actor: Actor | null;
  /** True until the session has navigated away from the page it was loaded on. */
  isFirstNavigation: boolean;
  /** Issue 16: the logged-in user must choose a new password before anything else. */
  mustChangePassword?: boolean;
}

export type GuardDecision = { action: 'allow' } | { action: 'redirect'; to: string };

const ALLOW: GuardDecision = { action: 'allow' };
const redirect = (to: string): GuardDecision => ({ action: 'redirect', to });

/** SPEC §2 route guard, rule by rule. */
export function decideNavigation(input: GuardInput): GuardDecision {
  const { location, actor, isFirstNavigation, mustChangePassword = false } = input;
  const route = resolveRouteName(location.pathname);

  // Logout, and the login page when not logged in, pass freely.
  if (route === 'logout') return ALLOW;
  // Not logged in goes to login, except maintenance which is allowed. Login carries the URL, so
  // a shared link (or a page whose session just ended) opens once logged in.
  if (!actor) {
    return route === 'login' || route === 'maintenance' ? ALLOW : redirect(loginRedirectFor(location));
  }
  // A logged-in user on login goes back to the URL it carries (judged by this guard on arrival),
  // else to the dashboard; so does one on an unnamed route.
  // Issue 16: a password an Admin set is changed first; every other call answers 403 meanwhile.
  // Maintenance stays open: it only says the site is down.
  if (mustChangePassword) {
    return route === 'cambiarPassword' || route === 'maintenance'
      ? ALLOW
      : redirect(WEB_ROUTES.cambiarPassword.path);
  }
  if (route === 'login') return redirect(returnTargetOf(location.search) ?? WEB_ROUTES.dashboard.path);
  if (route === null) return redirect(WEB_ROUTES.dashboard.path);
  // Maintenance is for anyone; '/' is open to all roles and redirects to the dashboard.
  if (route === 'maintenance' || route === 'home') return ALLOW;
  // A logged-in user proceeds only with the route's roles and groups; otherwise logout.
  if (!canAccess(actor, WEB_ROUTES[route].access)) return redirect(OPEN_ROUTES.logout);
  // If OfferConfigurator is the first navigation of a session, go to calculadora.
  if (route === 'OfferConfigurator' && isFirstNavigation) return redirect(WEB_ROUTES.calculadora.path);
  return ALLOW;
}
