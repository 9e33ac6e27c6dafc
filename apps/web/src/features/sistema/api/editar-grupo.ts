import type { Group, GroupForm } from '@ventas/domain/permissions/registry-contract';
import { permissionsCalls } from '@ventas/domain/permissions/permissions.calls';
import { sendCall } from '../../../api/send-call';

/** Renames a group and, with `permissions`, replaces the ones it holds. */
export function editarGrupo(id: number, form: GroupForm): Promise<Group> {
  return sendCall(permissionsCalls.updateGroup, { params: { id }, body: form });
}
