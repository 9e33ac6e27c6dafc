import type { Permission } from '@ventas/domain/permissions/registry-contract';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { eliminarPermiso } from '../api/eliminar-permiso';
import { sistemaKeys } from '../api/sistema-keys';
import { MENSAJES_PERMISO } from '../sistema-messages';
import { useAccion } from './use-accion';

/** Deletes a permission after asking; the groups that held it lose it, so they are read again. */
export function PermisoEliminarDialog({ permiso, onClose }: { permiso: Permission; onClose: () => void }) {
  const borrar = useAccion(
    () => eliminarPermiso(permiso.id),
    { hecho: MENSAJES_PERMISO.borrado, fallo: MENSAJES_PERMISO.errorBorrar },
    [sistemaKeys.permisos, sistemaKeys.grupos],
    onClose,
  );
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
