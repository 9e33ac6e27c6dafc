import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useSnackbar } from '../../../components/snackbar/snackbar-context';
import { SNACKBAR_LONGEST_MS } from '../../../config/constants';
import { loggedInActor } from '../../../session/session-store';
import { displayName } from '../../../session/user-detail';
import { useSession } from '../../../session/use-session';
import { fetchAgendadosTodayCount } from '../api/agendados-today-query';
import { todaysCallbacksUrl } from './todays-callbacks-url';
import { welcomeAgendadosOwner, welcomeMark, welcomeText } from './welcome-eligibility';

const VER_AGENDADOS = 'Ver agendados';

/**
 * SPEC §6/§8: after login, 'Bienvenid@ {name}, agendados para hoy: N' for 10 s, once per login,
 * with a link to the list of those N customers when there are any.
 */
export function WelcomeMessage() {
  const session = useSession();
  const actor = loggedInActor(session);
  const user = session.user;
  const snackbar = useSnackbar();
  const navigate = useNavigate();

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
        // Whose callbacks: the user's own in both roles (a Comercial's count is scoped by the
        // server to them; a Manager's names them).
        const link =
          count > 0
            ? {
                label: VER_AGENDADOS,
                href: todaysCallbacksUrl(user.id),
                onFollow: (href: string) => void navigate(href),
              }
            : undefined;
        snackbar.showInfo(welcomeText(displayName(user), count), SNACKBAR_LONGEST_MS, link);
      },
      // No count, no welcome: the next load tries again.
      () => {},
    );
    return () => controller.abort();
  }, [actor, user, snackbar, navigate]);

  return null;
}
