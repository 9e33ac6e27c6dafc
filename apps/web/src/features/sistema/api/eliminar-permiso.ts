import { permissionsCalls } from '@ventas/domain/permissions/permissions.calls';
import { sendCall } from '../../../api/send-call';

/** Deletes a permission (a section's is refused: 409). */
export async function eliminarPermiso(id: number): Promise<void> {
  await sendCall(permissionsCalls.removePermission, { params: { id } });
}
