import Alert from '@mui/material/Alert';
import { useState } from 'react';
import { logoutReasonStorage, logoutReasonText } from '../../../session/logout-reason';

/**
 * Issue 29: why the last session ended (a screen the user may not open, an expired session), read
 * once as the login screen opens. A status, not an alert: the form's own failures are the alerts.
 */
export function LogoutReasonNotice() {
  const [reason] = useState(() => logoutReasonStorage.read());
  if (!reason) return null;
  return (
    <Alert severity="info" role="status">
      {logoutReasonText(reason)}
    </Alert>
  );
}
