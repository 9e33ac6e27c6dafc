import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { clawbackBodySchema, type ClawbackAjustes } from '@ventas/domain/calculadora/extracto-contract';
import { useId, useState } from 'react';
import { useSnackbar } from '../../../../components/snackbar/snackbar-context';
import { clawbackKey, clawbackQuery, guardarClawback } from '../../api/clawback-calls';

export const MENSAJES_CLAWBACK = {
  guardado: 'Plazos de cancelación guardados',
  error: 'Error al guardar los plazos de cancelación',
  errorCargar: 'Error al cargar los plazos de cancelación',
} as const;

type Fila = { operador: string; meses: string };

function ClawbackForm({ ajustes, onClose }: { ajustes: ClawbackAjustes; onClose: () => void }) {
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const [filas, setFilas] = useState<Fila[]>(
    ajustes.operadores.map((f) => ({ ...f, meses: String(f.meses) })),
  );
  const [error, setError] = useState<string | null>(null);
  const cambiar = (index: number, fila: Partial<Fila>) =>
    setFilas((todas) => todas.map((actual, i) => (i === index ? { ...actual, ...fila } : actual)));
  const guardar = async () => {
    const parsed = clawbackBodySchema.safeParse({
      operadores: filas.map((f) => ({ operador: f.operador.trim(), meses: Number(f.meses) })),
    });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? MENSAJES_CLAWBACK.error);
    try {
      queryClient.setQueryData(clawbackKey, await guardarClawback(parsed.data.operadores));
      snackbar.showSuccess(MENSAJES_CLAWBACK.guardado);
      await queryClient.invalidateQueries({ queryKey: ['calculadora'] });
      onClose();
    } catch (failure) {
      snackbar.showError(MENSAJES_CLAWBACK.error, failure);
    }
  };
  return (
    <>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {`Una venta cancelada en los meses siguientes al mes en que contó descuenta su parte de la comisión. Sin plazo propio, ${ajustes.meses_por_defecto} meses.`}
        </DialogContentText>
        <Stack spacing={1.5}>
          {filas.map((fila, index) => (
            <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <TextField
                size="small"
                label="Operador"
                value={fila.operador}
                onChange={(e) => cambiar(index, { operador: e.target.value })}
                slotProps={{ htmlInput: { maxLength: 20 } }}
              />
              <TextField
                size="small"
                label="Meses"
                value={fila.meses}
                onChange={(e) => cambiar(index, { meses: e.target.value })}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                sx={{ width: 100 }}
              />
              <IconButton
                aria-label={`Quitar ${fila.operador || 'operador'}`}
                onClick={() => setFilas((todas) => todas.filter((_, i) => i !== index))}
              >
                <DeleteIcon />
              </IconButton>
            </Stack>
          ))}
          <Button
            startIcon={<AddIcon />}
            onClick={() =>
              setFilas((todas) => [...todas, { operador: '', meses: String(ajustes.meses_por_defecto) }])
            }
            sx={{ alignSelf: 'flex-start' }}
          >
            Añadir operador
          </Button>
          {error && <Alert severity="error">{error}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button variant="contained" onClick={() => void guardar()}>
          Guardar
        </Button>
      </DialogActions>
    </>
  );
}

/** Issue 14's clawback: the months per operator in which a cancelled sale is taken back (decision 89). */
export function ClawbackDialog({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const ajustes = useQuery(clawbackQuery());
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Plazos de cancelación</DialogTitle>
      {ajustes.data ? (
        <ClawbackForm ajustes={ajustes.data} onClose={onClose} />
      ) : (
        <DialogContent>
          {ajustes.isError ? (
            <Alert severity="error">{MENSAJES_CLAWBACK.errorCargar}</Alert>
          ) : (
            <Skeleton height={80} />
          )}
        </DialogContent>
      )}
    </Dialog>
  );
}
