import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MENSAJES_TIENDA as M, type Tienda } from '@ventas/domain/tiendas/tienda-contract';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { useSnackbar } from '../../../components/snackbar/snackbar-context';
import { deleteTienda } from '../api/delete-tienda';
import { tiendasKeys } from '../api/tiendas-keys';

/** The delete confirmation (Admin and above); the safe answer has the focus. */
export function DeleteTiendaDialog({ tienda, onClose }: { tienda: Tienda; onClose: () => void }) {
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const remove = useMutation({ mutationFn: () => deleteTienda(tienda.id) });
  async function confirm(): Promise<void> {
    try {
      await remove.mutateAsync();
      snackbar.showSuccess(M.eliminada);
      await queryClient.invalidateQueries({ queryKey: tiendasKeys.all });
      onClose();
    } catch (error) {
      snackbar.showError(M.errorEliminar, error);
    }
  }
  return (
    <ConfirmDialog
      open
      title="Eliminar tienda"
      text={`¿Eliminar la tienda «${tienda.nombre}»? Sus comerciales quedarán sin tienda; sus ventas no se pierden.`}
      confirmLabel="Eliminar"
      destructive
      busy={remove.isPending}
      onCancel={onClose}
      onConfirm={() => void confirm()}
    />
  );
}
