import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { OPEN_ROUTES } from '@ventas/domain/permissions/web-routes';
import { FullPageSpinner } from '../../../components/full-page-spinner/full-page-spinner';
import { sessionStore } from '../../../session/session-store';

/** SPEC §2: /logout ends the session, then goes to login. */
export function LogoutRoute() {
  const navigate = useNavigate();

  useEffect(() => {
    sessionStore.logout();
    void navigate(OPEN_ROUTES.login, { replace: true });
  }, [navigate]);

  return <FullPageSpinner />;
}
