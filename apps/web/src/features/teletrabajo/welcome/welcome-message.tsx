import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { SnackbarLink } from '../../../components/snackbar/snackbar-context';
import { loggedInActor } from '../../../session/session-store';
import { displayName } from '../../../session/user-detail';
import { useSession } from '../../../session/use-session';
import { fetchAgendadosTodayCount } from '../api/agendados-today-query';
import { welcomeAgendadosOwner, welcomeMark, welcomeText } from './welcome-eligibility';
import { WelcomeToast } from './welcome-toast';

const VER_AGENDADOS = 'Ver agendados';

/**
 * SPEC §6/§8: after login, 'Bienvenid@ {name}, agendados para hoy: N' for 10 s, once per login,
 * with a link to the list of those N customers when there are any. Its own toast, beneath dialogs
 * (issue 29), rather than the shared notices, above everything.
 */
export function WelcomeMessage() {
  const session = useSession();
  const actor = loggedInActor(session);
  const user = session.user;
  const navigate = useNavigate();
  const [welcome, setWelcome] = useState<{ text: string; link?: SnackbarLink } | null>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!actor || !user) return;
    const owner = welcomeAgendadosOwner(actor, user.id);
    if (!owner || welcomeMark.wasShown()) return;
    const controller = new AbortController();
    // The link's URL is written with the Teletrabajo list's own codec, which brings the list's
    // filters and zod: loaded beside the count, it stays out of every logged-in page's first load
    // (a failed load only leaves the link out).
    const linkCodec = import('./todays-callbacks-url').catch(() => null);
    Promise.all([fetchAgendadosTodayCount(owner.comercial, controller.signal), linkCodec]).then(
      ([count, codec]) => {
        // A logout in the meantime must leave storage empty (SPEC §4).
        if (controller.signal.aborted) return;
        welcomeMark.markShown();
        // Whose callbacks: the user's own in both roles (a Comercial's count is scoped by the
        // server to them; a Manager's names them).
        const link =
          count > 0 && codec
            ? {
                label: VER_AGENDADOS,
                href: codec.todaysCallbacksUrl(user.id),
                onFollow: (href: string) => void navigate(href),
              }
            : undefined;
        setWelcome({ text: welcomeText(displayName(user), count), link });
        setOpen(true);
      },
      // No count, no welcome: the next load tries again.
      () => {},
    );
    return () => controller.abort();
  }, [actor, user, navigate]);

  if (!welcome) return null;
  return <WelcomeToast text={welcome.text} link={welcome.link} open={open} onClose={() => setOpen(false)} />;
}
