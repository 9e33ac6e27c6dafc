import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { OPEN_ROUTES } from '@ventas/domain/permissions/web-routes';
import { FullPageSpinner } from '../../../components/full-page-spinner/full-page-spinner';
import { reasonInLogoutState } from '../../../session/logout-reason';
import { sessionStore } from '../../../session/session-store';

/**
 * SPEC §2: /logout ends the session, then goes to login. Issue 29: opened by the route guard, it
 * carries why (the screen refused), which the login screen then says.
 */
export function LogoutRoute() {
  const navigate = useNavigate();
  const { state } = useLocation();
  const reason = reasonInLogoutState(state);

  useEffect(() => {
    sessionStore.logout(reason);
    void navigate(OPEN_ROUTES.login, { replace: true });
    // The reason is the state's own object, the same on every render of this entry.
  }, [navigate, reason]);

  return <FullPageSpinner />;
}
