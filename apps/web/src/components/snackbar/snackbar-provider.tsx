import Alert, { type AlertColor } from '@mui/material/Alert';
import Portal from '@mui/material/Portal';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { useMemo, useState, type ReactNode } from 'react';
import { SNACKBAR_DEFAULT_MS } from '../../config/constants';
import { SnackbarContext, type SnackbarApi, type SnackbarLink } from './snackbar-context';
import { SnackbarLinkActions } from './snackbar-link-actions';
import { errorMessage, successMessage } from './snackbar-message';

interface Notice {
  id: number;
  text: string;
  severity: AlertColor;
  durationMs: number;
  link?: SnackbarLink;
}

/** One snackbar at a time: a new message replaces the one on screen. */
export function SnackbarProvider({ children }: { children: ReactNode }) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const [open, setOpen] = useState(false);

  const snackbar = useMemo<SnackbarApi>(() => {
    let nextId = 0;
    const show = (
      text: string,
      severity: AlertColor,
      durationMs = SNACKBAR_DEFAULT_MS,
      link?: SnackbarLink,
    ) => {
      nextId += 1;
      setNotice({ id: nextId, text, severity, durationMs, link });
      setOpen(true);
    };
    return {
      showSuccess: (message, durationMs) => show(successMessage(message), 'success', durationMs),
      showError: (message, error, durationMs) => show(errorMessage(message, error), 'error', durationMs),
      showInfo: (message, durationMs, link) => show(message, 'info', durationMs, link),
    };
  }, []);

  function close(_event?: unknown, reason?: SnackbarCloseReason): void {
    if (reason !== 'clickaway') setOpen(false);
  }

  return (
    <SnackbarContext.Provider value={snackbar}>
      {children}
      {notice && (
        // A fresh node at the end of <body> for each notice: an open dialog hides the app root
        // (and everything present when it opened) from screen readers, not what comes after.
        <Portal key={notice.id}>
          <Snackbar
            open={open}
            autoHideDuration={notice.durationMs}
            onClose={close}
            anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
            // Clear of the bottom bar on extra-small screens.
            sx={{ bottom: { xs: 72, sm: 24 } }}
          >
            <Alert
              severity={notice.severity}
              variant="filled"
              onClose={close}
              action={notice.link && <SnackbarLinkActions link={notice.link} onClose={close} />}
              sx={{ width: '100%' }}
            >
              {notice.text}
            </Alert>
          </Snackbar>
        </Portal>
      )}
    </SnackbarContext.Provider>
  );
}
