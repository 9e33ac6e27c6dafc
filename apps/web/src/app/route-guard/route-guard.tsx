import { Navigate, Outlet, useLocation } from 'react-router';
import { DocumentTitle } from '../routes/document-title';
import { logoutState } from '../../session/logout-reason';
import { loggedInActor, mustChangePassword } from '../../session/session-store';
import { useSession } from '../../session/use-session';
import { decideNavigation } from './guard-decision';

/** Root route element: every navigation passes here before a screen renders. */
export function RouteGuard() {
  const location = useLocation();
  const session = useSession();
  const decision = decideNavigation({
    location,
    actor: loggedInActor(session),
    mustChangePassword: mustChangePassword(session),
  });

  if (decision.action === 'redirect') {
    const { to, logoutReason } = decision;
    return <Navigate to={to} replace state={logoutReason ? logoutState(logoutReason) : undefined} />;
  }
  return (
    <>
      <DocumentTitle />
      <Outlet />
    </>
  );
}
