import { deleteCliente } from '../../api/delete-cliente';
import { ConfirmDialog } from '../../../../components/confirm-dialog/confirm-dialog';
import type { ClienteRef } from './cliente-action';
import { useClienteAction } from './use-cliente-action';

interface DeleteClienteDialogProps {
  cliente: ClienteRef;
  onClose: () => void;
  onDeleted: () => void;
}

/** Admin and above only (docs/decisions/ 16): the customer and its history go for good. */
export function DeleteClienteDialog({ cliente, onClose, onDeleted }: DeleteClienteDialogProps) {
  const { run, busy } = useClienteAction({
    clienteId: cliente.id,
    send: () => deleteCliente(cliente.id),
    success: 'Eliminado correctamente',
    failure: 'Ha habido un error',
    deletes: true,
    onDone: () => {
      onDeleted();
      onClose();
    },
  });
  return (
    <ConfirmDialog
      open
      title="Eliminar cliente"
      text={`¿Eliminar a ${cliente.nombre}? Se borrarán también su historial, sus ofertas y sus notas. No se puede deshacer.`}
      confirmLabel="Eliminar"
      destructive
      busy={busy}
      onCancel={onClose}
      onConfirm={() => void run(undefined)}
    />
  );
}
