import { Navigate, Outlet, useLocation } from 'react-router';
import { DocumentTitle } from '../routes/document-title';
import { loggedInActor, mustChangePassword } from '../../session/session-store';
import { useSession } from '../../session/use-session';
import { isFirstNavigation } from './first-navigation';
import { decideNavigation } from './guard-decision';

/** Root route element: every navigation passes here before a screen renders. */
export function RouteGuard() {
  const location = useLocation();
  const session = useSession();
  const decision = decideNavigation({
    location,
    actor: loggedInActor(session),
    isFirstNavigation: isFirstNavigation(),
    mustChangePassword: mustChangePassword(session),
  });

  if (decision.action === 'redirect') return <Navigate to={decision.to} replace />;
  return (
    <>
      <DocumentTitle />
      <Outlet />
    </>
  );
}
