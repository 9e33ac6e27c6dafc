import { canAccess } from '@ventas/domain/permissions/access-rule';
import type { Actor } from '@ventas/domain/permissions/roles';
import { OPEN_ROUTES, WEB_ROUTES } from '@ventas/domain/permissions/web-routes';
import { resolveRouteName } from './route-name';

export interface GuardInput {
  pathname: string;
  /** null while not logged in. */
  actor: Actor | null;
  /** True until the session has navigated away from the page it was loaded on. */
  isFirstNavigation: boolean;
}

export type GuardDecision = { action: 'allow' } | { action: 'redirect'; to: string };

const ALLOW: GuardDecision = { action: 'allow' };
const redirect = (to: string): GuardDecision => ({ action: 'redirect', to });

/** SPEC §2 route guard, rule by rule. */
export function decideNavigation({ pathname, actor, isFirstNavigation }: GuardInput): GuardDecision {
  const route = resolveRouteName(pathname);

  // Logout, and the login page when not logged in, pass freely.
  if (route === 'logout') return ALLOW;
  // Not logged in goes to login, except maintenance which is allowed.
  if (!actor) return route === 'login' || route === 'maintenance' ? ALLOW : redirect(OPEN_ROUTES.login);
  // A logged-in user going to login or to an unnamed route goes to dashboard.
  if (route === null || route === 'login') return redirect(WEB_ROUTES.dashboard.path);
  // Maintenance is for anyone; '/' is open to all roles and redirects to the dashboard.
  if (route === 'maintenance' || route === 'home') return ALLOW;
  // A logged-in user proceeds only with the route's roles and groups; otherwise logout.
  if (!canAccess(actor, WEB_ROUTES[route].access)) return redirect(OPEN_ROUTES.logout);
  // If OfferConfigurator is the first navigation of a session, go to calculadora.
  if (route === 'OfferConfigurator' && isFirstNavigation) return redirect(WEB_ROUTES.calculadora.path);
  return ALLOW;
}
