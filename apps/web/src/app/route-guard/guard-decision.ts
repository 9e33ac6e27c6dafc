import { homeRoute, screenTitle } from '@ventas/domain/permissions/web-navigation';
import { OPEN_ROUTES, WEB_ROUTES, canOpen, type WebActor } from '@ventas/domain/permissions/web-routes';
import type { LogoutReason } from '../../session/logout-reason';
import { loginRedirectFor, returnTargetOf, type UrlParts } from './return-target';
import { resolveRouteName } from './route-name';

export interface GuardInput {
  /** Where the navigation goes: the router location's path, query and hash. */
  location: UrlParts;
  /** null while not logged in. */
  actor: WebActor | null;
  /** Issue 16: the logged-in user must choose a new password before anything else. */
  mustChangePassword?: boolean;
}

export type GuardDecision =
  | { action: 'allow' }
  /** `logoutReason`: why a redirect to /logout ends the session (issue 29: login says it). */
  | { action: 'redirect'; to: string; logoutReason?: LogoutReason };

const ALLOW: GuardDecision = { action: 'allow' };
const redirect = (to: string): GuardDecision => ({ action: 'redirect', to });

/** SPEC §2 route guard, rule by rule. */
export function decideNavigation(input: GuardInput): GuardDecision {
  const { location, actor, mustChangePassword = false } = input;
  const route = resolveRouteName(location.pathname);

  // Logout, and the login page when not logged in, pass freely.
  if (route === 'logout') return ALLOW;
  // Not logged in goes to login, except maintenance which is allowed. Login carries the URL, so
  // a shared link (or a page whose session just ended) opens once logged in.
  if (!actor) {
    return route === 'login' || route === 'maintenance' ? ALLOW : redirect(loginRedirectFor(location));
  }
  // Issue 16: a password an Admin set is changed first; every other call answers 403 meanwhile.
  // Maintenance stays open: it only says the site is down.
  if (mustChangePassword) {
    return route === 'cambiarPassword' || route === 'maintenance'
      ? ALLOW
      : redirect(WEB_ROUTES.cambiarPassword.path);
  }
  // A logged-in user on login goes back to the URL it carries (judged by this guard on arrival),
  // else to the dashboard; so does one on an unnamed route. Issue 29: the dashboard is the user's
  // home, their first drawer entry: Distribuidores for the platform's SuperAdmins.
  const home = WEB_ROUTES[homeRoute(actor)].path;
  if (route === 'login') return redirect(returnTargetOf(location.search) ?? home);
  // '/' has no screen and leads home, as an unnamed route does.
  if (route === null || route === 'home') return redirect(home);
  // Maintenance is for anyone.
  if (route === 'maintenance') return ALLOW;
  // A logged-in user proceeds only with the route's roles and groups; otherwise logout, which
  // the login screen then explains (issue 29).
  if (!canOpen(actor, route)) {
    return {
      action: 'redirect',
      to: OPEN_ROUTES.logout,
      logoutReason: { kind: 'sinAcceso', pantalla: screenTitle(route) },
    };
  }
  // SPEC §2's "if OfferConfigurator is the first navigation of a session, go to calculadora" is
  // gone (issue 29): the configurator reads all it needs from its URL and keeps what is typed, so
  // a reload or a new tab opens it again, with the unsaved offer offered back.
  return ALLOW;
}
