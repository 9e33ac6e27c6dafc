import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useId, type FormEvent, type ReactNode } from 'react';

interface FormDialogProps {
  titulo: string;
  saving: boolean;
  onSubmit: (event: FormEvent) => void;
  onClose: () => void;
  /** The submit button's label ('Guardar' unless told). */
  accion?: string;
  children: ReactNode;
}

/** A dialog holding one form: its fields, Cancelar and the submit, full screen on a phone. */
export function FormDialog({
  titulo,
  saving,
  onSubmit,
  onClose,
  accion = 'Guardar',
  children,
}: FormDialogProps) {
  const titleId = useId();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.only('xs'));
  return (
    <Dialog
      open
      onClose={saving ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={phone}
    >
      <form noValidate aria-labelledby={titleId} onSubmit={onSubmit}>
        <DialogTitle id={titleId}>{titulo}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {children}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {accion}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
