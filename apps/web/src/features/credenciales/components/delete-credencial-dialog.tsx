import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Credencial } from '@ventas/domain/credenciales/credenciales-contract';
import { MENSAJES_CREDENCIALES as M } from '@ventas/domain/credenciales/credenciales-mensajes';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { useSnackbar } from '../../../components/snackbar/snackbar-context';
import { credencialesKeys } from '../api/credenciales-keys';
import { deleteCredencial } from '../api/delete-credencial';

/** The delete confirmation (SuperAdmin); the safe answer has the focus. */
export function DeleteCredencialDialog({ row, onClose }: { row: Credencial; onClose: () => void }) {
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const remove = useMutation({ mutationFn: () => deleteCredencial(row.id) });
  async function confirm(): Promise<void> {
    try {
      await remove.mutateAsync();
      snackbar.showSuccess(M.borrada);
      await queryClient.invalidateQueries({ queryKey: credencialesKeys.all });
      onClose();
    } catch (error) {
      snackbar.showError(M.errorBorrar, error);
    }
  }
  return (
    <ConfirmDialog
      open
      title="Borrar credencial"
      text={`¿Borrar la credencial de «${row.nombre_portal}»? Su contraseña y su cookie se pierden; no se puede deshacer.`}
      confirmLabel="Borrar"
      destructive
      busy={remove.isPending}
      onCancel={onClose}
      onConfirm={() => void confirm()}
    />
  );
}
