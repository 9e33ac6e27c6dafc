import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Permission } from '@ventas/domain/permissions/registry-contract';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { useSnackbar } from '../../../components/snackbar/snackbar-context';
import { eliminarPermiso } from '../api/eliminar-permiso';
import { sistemaKeys } from '../api/sistema-keys';
import { MENSAJES_PERMISO } from '../sistema-messages';

/** Deletes a permission after asking; the groups that held it lose it, so they are read again. */
export function PermisoEliminarDialog({ permiso, onClose }: { permiso: Permission; onClose: () => void }) {
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const borrar = useMutation({
    mutationFn: () => eliminarPermiso(permiso.id),
    onSuccess: () => {
      snackbar.showSuccess(MENSAJES_PERMISO.borrado);
      void queryClient.invalidateQueries({ queryKey: sistemaKeys.permisos });
      void queryClient.invalidateQueries({ queryKey: sistemaKeys.grupos });
      onClose();
    },
    onError: (error) => snackbar.showError(MENSAJES_PERMISO.errorBorrar, error),
  });
  return (
    <ConfirmDialog
      open
      title={`Eliminar el permiso ${permiso.name}`}
      text={`Se eliminará el permiso ${permiso.codename} y los grupos que lo tienen lo perderán.`}
      confirmLabel="Eliminar"
      destructive
      busy={borrar.isPending}
      onConfirm={() => borrar.mutate()}
      onCancel={onClose}
    />
  );
}
