import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useId, type FormEventHandler, type ReactNode } from 'react';
import { FormDialogActions } from '../../../../components/form-dialog/form-dialog-actions';

interface ActionDialogProps {
  title: string;
  clienteNombre: string;
  submitLabel: string;
  busy: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  children: ReactNode;
}

/** A small form in a dialog: Enter submits, Esc cancels; full screen on a phone. */
export function ActionDialog({
  title,
  clienteNombre,
  submitLabel,
  busy,
  onSubmit,
  onClose,
  children,
}: ActionDialogProps) {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  return (
    <Dialog
      open
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
    >
      {/* display: contents keeps the dialog's own layout around the form. */}
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'contents' }}>
        <DialogTitle id={titleId}>
          {title}
          <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
            {clienteNombre}
          </Typography>
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {children}
          </Stack>
        </DialogContent>
        <FormDialogActions busy={busy} submitLabel={submitLabel} onCancel={onClose} />
      </Box>
    </Dialog>
  );
}
