import type { DataRouter } from 'react-router';
import { OPEN_ROUTES } from '@ventas/domain/permissions/web-routes';
import { setTransportHandlers } from '../api/api';
import { sessionStore } from '../session/session-store';
import { resolveRouteName } from './route-guard/route-name';

/** Plugs the router into the api client's SPEC §8 transport rules. */
export function wireTransportHandlers(router: DataRouter): void {
  const currentRoute = () => resolveRouteName(router.state.location.pathname);
  setTransportHandlers({
    sessionExpired: () => {
      sessionStore.logout();
      // SPEC §8: no redirect when already on login.
      if (currentRoute() !== 'login') void router.navigate(OPEN_ROUTES.login, { replace: true });
    },
    maintenance: () => {
      if (currentRoute() !== 'maintenance') void router.navigate(OPEN_ROUTES.maintenance);
    },
  });
}
