import type { Permission, PermissionForm } from '@ventas/domain/permissions/registry-contract';
import { permissionsCalls } from '@ventas/domain/permissions/permissions.calls';
import { sendCall } from '../../../api/send-call';

/** Edits a permission (a section's keeps its code). */
export function editarPermiso(id: number, form: PermissionForm): Promise<Permission> {
  return sendCall(permissionsCalls.updatePermission, { params: { id }, body: form });
}
