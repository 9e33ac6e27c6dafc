import { useEffect } from 'react';
import { useSnackbar } from '../../../components/snackbar/snackbar-context';
import { SNACKBAR_LONGEST_MS } from '../../../config/constants';
import { loggedInActor } from '../../../session/session-store';
import { displayName } from '../../../session/user-detail';
import { useSession } from '../../../session/use-session';
import { fetchAgendadosTodayCount } from '../api/agendados-today-query';
import { welcomeAgendadosOwner, welcomeMark, welcomeText } from './welcome-eligibility';

/** SPEC §6/§8: after login, 'Bienvenid@ {name}, agendados para hoy: N' for 10 s, once per login. */
export function WelcomeMessage() {
  const session = useSession();
  const actor = loggedInActor(session);
  const user = session.user;
  const snackbar = useSnackbar();

  useEffect(() => {
    if (!actor || !user) return;
    const owner = welcomeAgendadosOwner(actor, user.id);
    if (!owner || welcomeMark.wasShown()) return;
    const controller = new AbortController();
    fetchAgendadosTodayCount(owner.comercial, controller.signal).then(
      (count) => {
        // A logout in the meantime must leave storage empty (SPEC §4).
        if (controller.signal.aborted) return;
        welcomeMark.markShown();
        snackbar.showInfo(welcomeText(displayName(user), count), SNACKBAR_LONGEST_MS);
      },
      // No count, no welcome: the next load tries again.
      () => {},
    );
    return () => controller.abort();
  }, [actor, user, snackbar]);

  return null;
}
