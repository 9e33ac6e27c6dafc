import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cuenta } from '@ventas/domain/cuentas/cuenta-form';
import { errorDetail } from '../../../api/api-error';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { useSnackbar } from '../../../components/snackbar/snackbar-context';
import { SNACKBAR_LONGER_MS } from '../../../config/constants';
import { deleteCuenta } from '../api/cuenta-calls';
import { rrhhKeys } from '../api/rrhh-keys';
import { MENSAJES_RRHH } from '../rrhh-messages';

/**
 * Deletes an account after asking. The server decides: an account with history (sales, customers)
 * is deactivated and kept with its name on its records; one without is erased. Either way it can
 * no longer sign in.
 */
export function BorrarCuentaDialog({ cuenta, onClose }: { cuenta: Cuenta; onClose: () => void }) {
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const borrar = useMutation({ mutationFn: () => deleteCuenta(cuenta.id) });
  const confirm = async () => {
    try {
      await borrar.mutateAsync();
    } catch (error) {
      const detail = errorDetail(error);
      snackbar.showError(detail ?? MENSAJES_RRHH.errorBorrar, detail ? undefined : error, SNACKBAR_LONGER_MS);
      return;
    }
    snackbar.showSuccess(MENSAJES_RRHH.borrada(cuenta.nombre_completo));
    await queryClient.invalidateQueries({ queryKey: rrhhKeys.all });
    onClose();
  };
  return (
    <ConfirmDialog
      open
      title="Borrar cuenta"
      text={
        `¿Borrar la cuenta de ${cuenta.nombre_completo}? Dejará de poder entrar en el acto. ` +
        'Si tiene historial (ventas, clientes, atenciones) no se borra: se desactiva y se conserva ' +
        'con su nombre en sus registros.'
      }
      confirmLabel="Borrar"
      destructive
      busy={borrar.isPending}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
