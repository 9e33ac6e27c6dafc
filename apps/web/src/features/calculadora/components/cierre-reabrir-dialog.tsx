import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { reaperturaBodySchema } from '@ventas/domain/calculadora/extracto-contract';
import { etiquetaMes } from '@ventas/domain/time/mes-label';
import { useId, useState } from 'react';

interface CierreReabrirDialogProps {
  mes: string;
  busy: boolean;
  onConfirm: (motivo: string) => void;
  onCancel: () => void;
}

/** Reopening a closed month asks why: the reason goes to the close log. */
export function CierreReabrirDialog({ mes, busy, onConfirm, onCancel }: CierreReabrirDialogProps) {
  const titleId = useId();
  const [motivo, setMotivo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const confirmar = () => {
    const parsed = reaperturaBodySchema.shape.motivo.safeParse(motivo);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Motivo no válido');
      return;
    }
    onConfirm(parsed.data);
  };
  return (
    <Dialog open onClose={busy ? undefined : onCancel} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{`Reabrir ${etiquetaMes(mes)}`}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Las cifras del mes se volverán a calcular con los datos actuales hasta que se cierre de nuevo.
        </DialogContentText>
        <TextField
          autoFocus
          fullWidth
          margin="normal"
          label="Motivo"
          value={motivo}
          onChange={(event) => {
            setMotivo(event.target.value);
            setError(null);
          }}
          error={error !== null}
          helperText={error ?? ' '}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          Cancelar
        </Button>
        <Button onClick={confirmar} variant="contained" color="warning" disabled={busy}>
          Reabrir
        </Button>
      </DialogActions>
    </Dialog>
  );
}
