import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import {
  CONFIRMACION_SUPRESION,
  MENSAJES_PROTECCION as M,
} from '@ventas/domain/proteccion-datos/proteccion-datos-contract';
import { errorDetail } from '../../../api/api-error';
import { useSnackbar } from '../../../components/snackbar/snackbar-context';
import { suprimirCliente } from '../api/proteccion-datos-calls';

/**
 * Asks for the erasure: what goes, what stays, that it cannot be undone, and the word typed.
 * On success every query is asked again, so the customer dialog shows the customer as erased.
 */
export function SuprimirDialog({ clienteId, onClose }: { clienteId: number; onClose: () => void }) {
  const titleId = useId();
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const [texto, setTexto] = useState('');
  const suprimir = useMutation({ mutationFn: () => suprimirCliente(clienteId) });
  const confirmado = texto.trim() === CONFIRMACION_SUPRESION;

  async function confirmar(): Promise<void> {
    if (!confirmado) return;
    try {
      await suprimir.mutateAsync();
      snackbar.showSuccess(M.suprimido);
      onClose();
      // The record, lists and counts all show the anonymised customer now.
      await queryClient.invalidateQueries();
    } catch (error) {
      snackbar.showError(errorDetail(error) ?? M.errorSupresion, error);
    }
  }

  return (
    <Dialog
      open
      onClose={suprimir.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>Suprimir los datos del cliente</DialogTitle>
      <Form onSubmit={() => void confirmar()}>
        <DialogContent>
          <DialogContentText sx={{ mb: 1 }}>
            Se borrarán su nombre, documento, email, dirección, teléfonos, notas y comentarios, también en el
            registro de actividad. Sus teléfonos pasan a la lista de no llamar para siempre. Sus atenciones,
            ofertas y ventas se conservan sin datos personales y siguen contando en las cifras.
          </DialogContentText>
          <DialogContentText sx={{ mb: 2, fontWeight: 600 }}>
            Esta acción no se puede deshacer.
          </DialogContentText>
          <TextField
            label={`Escriba ${CONFIRMACION_SUPRESION} para confirmar`}
            value={texto}
            onChange={(event) => setTexto(event.target.value)}
            autoFocus
            fullWidth
            autoComplete="off"
            disabled={suprimir.isPending}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={suprimir.isPending}>
            Cancelar
          </Button>
          <Button
            type="submit"
            color="error"
            variant="contained"
            disabled={!confirmado || suprimir.isPending}
          >
            Suprimir definitivamente
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}

/** Enter in the field submits (only once the word is typed). */
function Form({ onSubmit, children }: { onSubmit: () => void; children: ReactNode }) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}
