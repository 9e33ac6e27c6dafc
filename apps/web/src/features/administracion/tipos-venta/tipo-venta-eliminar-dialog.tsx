import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TipoVentaAdmin } from '@ventas/domain/opciones/tipos-venta-contract';
import { useId, useState } from 'react';
import { errorDetail, isApiError } from '../../../api/api-error';
import { useSnackbar } from '../../../components/snackbar/snackbar-context';
import { eliminarTipoVenta, releerTiposVenta } from './tipos-venta-api';
import { TEXTOS_TIPOS_VENTA as TEXTOS } from './tipos-venta-messages';

interface TipoVentaEliminarDialogProps {
  tipo: TipoVentaAdmin;
  onClose: () => void;
  /** Deactivates the type instead: what a type in use needs to stop being offered. */
  onDesactivar: () => void;
}

/**
 * Deletes a sale type after asking. One that packages hold cannot go (the server answers 409):
 * the dialog says so, with how many, and offers to deactivate it instead. The safe answer has
 * the focus.
 */
export function TipoVentaEliminarDialog({ tipo, onClose, onDesactivar }: TipoVentaEliminarDialogProps) {
  const titleId = useId();
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  // The server's refusal when packages took the type since the list was read.
  const [enUso, setEnUso] = useState<string | null>(null);
  const borrar = useMutation({
    mutationFn: () => eliminarTipoVenta(tipo.id),
    onSuccess: () => {
      snackbar.showSuccess(TEXTOS.eliminado);
      void releerTiposVenta(queryClient);
      onClose();
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 409) {
        setEnUso(errorDetail(error) ?? TEXTOS.errorEliminar);
        void releerTiposVenta(queryClient);
      } else {
        snackbar.showError(TEXTOS.errorEliminar, error);
        onClose();
      }
    },
  });
  const motivo =
    enUso ??
    (tipo.paquetes > 0
      ? `«${tipo.label}» está en ${tipo.paquetes} ${tipo.paquetes === 1 ? 'paquete' : 'paquetes'}: no se puede eliminar. ` +
        'Desactívelo para dejar de ofrecerlo; sus paquetes lo conservan.'
      : null);
  return (
    <Dialog open onClose={borrar.isPending ? undefined : onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Eliminar «{tipo.label}»</DialogTitle>
      <DialogContent>
        {motivo ? (
          <Alert severity="warning">{motivo}</Alert>
        ) : (
          <DialogContentText>
            Se eliminará el tipo de venta «{tipo.label}». Ningún paquete lo usa.
          </DialogContentText>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus disabled={borrar.isPending}>
          {motivo ? 'Cerrar' : 'Cancelar'}
        </Button>
        {motivo && tipo.activo && (
          <Button variant="contained" onClick={onDesactivar}>
            Desactivar
          </Button>
        )}
        {!motivo && (
          <Button
            color="error"
            variant="contained"
            disabled={borrar.isPending}
            onClick={() => borrar.mutate()}
          >
            Eliminar
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
