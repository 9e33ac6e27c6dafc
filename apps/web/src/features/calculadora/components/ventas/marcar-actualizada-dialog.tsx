import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { atencionUpdateSchema } from '@ventas/domain/telework/atencion-update-contract';
import { madridToday } from '@ventas/domain/time/madrid';
import { useId, useState } from 'react';

interface MarcarActualizadaDialogProps {
  /** The attention's customer, in the title. */
  cliente: string;
  busy: boolean;
  onConfirm: (dia: string) => void;
  onCancel: () => void;
}

/**
 * SPEC §4: "an attention can be marked updated, setting updated_on to a given date" (today unless
 * changed). The day is checked with the API's own schema; a refused save leaves it as typed.
 */
export function MarcarActualizadaDialog({
  cliente,
  busy,
  onConfirm,
  onCancel,
}: MarcarActualizadaDialogProps) {
  const [dia, setDia] = useState(madridToday);
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();
  const confirmar = () => {
    const parsed = atencionUpdateSchema.safeParse({ updated_on: dia });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Fecha no válida');
      return;
    }
    onConfirm(dia);
  };
  return (
    <Dialog open onClose={busy ? undefined : onCancel} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Marcar actualizada la atención de {cliente}</DialogTitle>
      <DialogContent>
        <TextField
          type="date"
          label="Fecha de actualización"
          value={dia}
          onChange={(event) => {
            setDia(event.target.value);
            setError(null);
          }}
          error={error !== null}
          helperText={error ?? 'El mes de esta fecha es el que cuenta la atención'}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ mt: 1 }}
          fullWidth
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          Cancelar
        </Button>
        <Button variant="contained" onClick={confirmar} disabled={busy}>
          Guardar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
