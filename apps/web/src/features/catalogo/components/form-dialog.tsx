import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useId, type FormEventHandler, type ReactNode } from 'react';

interface FormDialogProps {
  title: string;
  /** The item it is about, under the title. */
  subtitle?: string;
  busy: boolean;
  /** Shows the fields without saving (a Manager reads the catalogue). */
  readOnly?: boolean;
  wide?: boolean;
  submitLabel?: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A form in a dialog: its first field takes the focus (autoFocus), Enter submits, Esc closes; a
 * stray click outside does not throw the input away. Full screen on a phone.
 */
export function FormDialog(props: FormDialogProps) {
  const { title, subtitle, busy, readOnly, wide, submitLabel = 'Guardar', onSubmit, onClose } = props;
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  return (
    <Dialog
      open
      fullWidth
      maxWidth={wide ? 'md' : 'sm'}
      fullScreen={fullScreen}
      aria-labelledby={titleId}
      onClose={(_event, reason) => {
        if (reason !== 'backdropClick' && !busy) onClose();
      }}
    >
      {/* display: contents keeps the dialog's own layout around the form. */}
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'contents' }}>
        <DialogTitle id={titleId}>
          {title}
          {subtitle && (
            <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
              {subtitle}
            </Typography>
          )}
        </DialogTitle>
        <DialogContent dividers>{props.children}</DialogContent>
        <DialogActions>
          <Button onClick={onClose} color="inherit" disabled={busy}>
            {readOnly ? 'Cerrar' : 'Cancelar'}
          </Button>
          {!readOnly && (
            <Button
              type="submit"
              variant="contained"
              disabled={busy}
              startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
            >
              {submitLabel}
            </Button>
          )}
        </DialogActions>
      </Box>
    </Dialog>
  );
}
