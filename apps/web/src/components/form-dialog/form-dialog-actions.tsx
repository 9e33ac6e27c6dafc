import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';

interface FormDialogActionsProps {
  busy: boolean;
  /** The submit button's label; null: the form only shows, and Cancelar says Cerrar. */
  submitLabel: string | null;
  onCancel: () => void;
}

/** A dialog form's buttons: Cancelar, and the submit, which spins and waits while it saves. */
export function FormDialogActions({ busy, submitLabel, onCancel }: FormDialogActionsProps) {
  return (
    <DialogActions>
      <Button onClick={onCancel} color="inherit" disabled={busy}>
        {submitLabel === null ? 'Cerrar' : 'Cancelar'}
      </Button>
      {submitLabel !== null && (
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
  );
}
