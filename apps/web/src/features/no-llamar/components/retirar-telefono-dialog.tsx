import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MENSAJES_NO_LLAMAR as M, type NoLlamar } from '@ventas/domain/no-llamar/no-llamar-contract';
import { errorDetail } from '../../../api/api-error';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { useSnackbar } from '../../../components/snackbar/snackbar-context';
import { noLlamarKeys } from '../api/no-llamar-keys';
import { retirarTelefono } from '../api/retirar-telefono';

/** Withdraws an opt-out (SuperAdmin): the number can be called again. The safe answer has the focus. */
export function RetirarTelefonoDialog({ row, onClose }: { row: NoLlamar; onClose: () => void }) {
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const remove = useMutation({ mutationFn: () => retirarTelefono(row.id) });
  async function confirm(): Promise<void> {
    try {
      await remove.mutateAsync();
      snackbar.showSuccess(M.retirado);
      await queryClient.invalidateQueries({ queryKey: noLlamarKeys.all });
      onClose();
    } catch (error) {
      snackbar.showError(errorDetail(error) ?? M.errorRetirar, error);
    }
  }
  return (
    <ConfirmDialog
      open
      title="Retirar de la lista"
      text={`¿Retirar el ${row.telefono} de la lista de no llamar? Se podrá volver a llamar. Hágalo solo si su titular lo pidió o se marcó por error.`}
      confirmLabel="Retirar"
      destructive
      busy={remove.isPending}
      onCancel={onClose}
      onConfirm={() => void confirm()}
    />
  );
}
