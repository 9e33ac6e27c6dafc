import type { DataRouter } from 'react-router';
import { OPEN_ROUTES } from '@ventas/domain/permissions/web-routes';
import { sessionStore } from '../session/session-store';
import { isUnderMaintenance } from '../features/maintenance/api/maintenance-status';

/**
 * SPEC §2/§4: maintenance is checked at start; otherwise the session is initialised (user detail
 * and initial data from the stored tokens) before the guard first runs. During maintenance the
 * session is left alone: the maintenance screen reloads the app once it is over.
 */
export async function startSession(router: DataRouter): Promise<void> {
  if (await isUnderMaintenance()) {
    await router.navigate(OPEN_ROUTES.maintenance, { replace: true });
    return;
  }
  await sessionStore.initialise();
}
