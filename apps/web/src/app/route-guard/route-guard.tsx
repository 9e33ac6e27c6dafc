import { Navigate, Outlet, useLocation } from 'react-router';
import { DocumentTitle } from '../routes/document-title';
import { loggedInActor } from '../../session/session-store';
import { useSession } from '../../session/use-session';
import { isFirstNavigation } from './first-navigation';
import { decideNavigation } from './guard-decision';

/** Root route element: every navigation passes here before a screen renders. */
export function RouteGuard() {
  const location = useLocation();
  const actor = loggedInActor(useSession());
  const decision = decideNavigation({ location, actor, isFirstNavigation: isFirstNavigation() });

  if (decision.action === 'redirect') return <Navigate to={decision.to} replace />;
  return (
    <>
      <DocumentTitle />
      <Outlet />
    </>
  );
}
