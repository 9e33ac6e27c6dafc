import type { DataRouter } from 'react-router';
import { OPEN_ROUTES } from '@ventas/domain/permissions/web-routes';
import { apiCallLog } from '../api/api-call-log';
import { sessionStore } from '../session/session-store';
import { isUnderMaintenance } from '../features/maintenance/api/maintenance-status';
import { SESSION_INIT_WAIT_MS } from '../config/constants';
import { wait } from '../lib/wait';
import { isDeveloperModeFlagSet } from './layout/developer-mode';
import { warmFirstScreenData } from './routes/warm-first-screen';

/**
 * SPEC §2/§4: maintenance is checked at start; otherwise the session is initialised (user detail
 * and initial data from the stored tokens) before the guard first runs. During maintenance the
 * session is left alone: the maintenance screen reloads the app once it is over.
 */
export async function startSession(router: DataRouter): Promise<void> {
  // Issue 29: a reload in developer mode lists the start-up's calls too; the layout stops the
  // recording once the user turns out not to be a SuperAdmin (the flag counts only for them).
  if (isDeveloperModeFlagSet()) apiCallLog.setRecording(true);
  // Issue 29 §7: SPEC §4's 200 ms wait before the user detail runs while maintenance is checked,
  // not after it: the two used to add up on every start (~200 ms + the check's round trip).
  const initWait = wait(SESSION_INIT_WAIT_MS);
  if (await isUnderMaintenance()) {
    await router.navigate(OPEN_ROUTES.maintenance, { replace: true });
    return;
  }
  const { pathname, search } = router.state.location;
  warmFirstScreenData(pathname, search);
  await sessionStore.initialise(initWait);
}
