import Alert from '@mui/material/Alert';
import Portal from '@mui/material/Portal';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import type { SnackbarLink } from '../../../components/snackbar/snackbar-context';
import { SnackbarLinkActions } from '../../../components/snackbar/snackbar-link-actions';
import { SNACKBAR_LONGEST_MS } from '../../../config/constants';

interface WelcomeToastProps {
  text: string;
  link?: SnackbarLink;
  open: boolean;
  onClose: () => void;
}

/**
 * Issue 29: the welcome stays out of the way for its 10 s (SPEC §8). Other notices answer what the
 * user just did, so they show above everything, dialogs included; this one only greets, so it sits
 * where they do but beneath any dialog (one z-index below MUI's modals): a dialog opened meanwhile
 * covers it, never the other way round, and the dialog's buttons stay in reach.
 */
export function WelcomeToast({ text, link, open, onClose }: WelcomeToastProps) {
  const close = (_event?: unknown, reason?: SnackbarCloseReason) => {
    if (reason !== 'clickaway') onClose();
  };
  return (
    // At the end of <body>, as the other notices: an open dialog hides the app root from screen
    // readers, not what comes after it.
    <Portal>
      <Snackbar
        open={open}
        autoHideDuration={SNACKBAR_LONGEST_MS}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        // Clear of the bottom bar on extra-small screens, as the other notices.
        sx={{ bottom: { xs: 72, sm: 24 }, zIndex: (theme) => theme.zIndex.modal - 1 }}
      >
        <Alert
          severity="info"
          variant="filled"
          onClose={close}
          action={link && <SnackbarLinkActions link={link} onClose={close} />}
          sx={{ width: '100%' }}
        >
          {text}
        </Alert>
      </Snackbar>
    </Portal>
  );
}
