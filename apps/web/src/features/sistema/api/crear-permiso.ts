import type { Permission, PermissionForm } from '@ventas/domain/permissions/registry-contract';
import { permissionsCalls } from '@ventas/domain/permissions/permissions.calls';
import { sendCall } from '../../../api/send-call';

/** A new permission of the registry. */
export function crearPermiso(form: PermissionForm): Promise<Permission> {
  return sendCall(permissionsCalls.createPermission, { body: form });
}
