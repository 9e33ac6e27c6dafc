import type { DataRouter } from 'react-router';
import { OPEN_ROUTES } from '@ventas/domain/permissions/web-routes';
import { setTransportHandlers } from '../api/api';
import { localTokenStorage } from '../api/token-storage';
import { logoutReasonStorage } from '../session/logout-reason';
import { sessionStore } from '../session/session-store';
import { resolveRouteName } from './route-guard/route-name';

/** Plugs the router into the api client's SPEC §8 transport rules. */
export function wireTransportHandlers(router: DataRouter): void {
  const currentRoute = () => resolveRouteName(router.state.location.pathname);
  setTransportHandlers({
    sessionExpired: () => {
      // SPEC §8: the session ends; the route guard then sends the page to login carrying its URL
      // (?next=, decision 57) and leaves a visitor already on login where they are. Issue 29: the
      // login screen says the session expired, if there was one: a visitor's 401 ended nothing, and
      // leaves what the login screen already says.
      const hadSession = localTokenStorage.getAccess() !== null || localTokenStorage.getRefresh() !== null;
      sessionStore.logout(hadSession ? { kind: 'caducada' } : (logoutReasonStorage.read() ?? undefined));
    },
    maintenance: () => {
      if (currentRoute() !== 'maintenance') void router.navigate(OPEN_ROUTES.maintenance);
    },
  });
}
