import type { Group, GroupForm } from '@ventas/domain/permissions/registry-contract';
import { permissionsCalls } from '@ventas/domain/permissions/permissions.calls';
import { sendCall } from '../../../api/send-call';

/** A new group, with the permissions it starts with. */
export function crearGrupo(form: GroupForm): Promise<Group> {
  return sendCall(permissionsCalls.createGroup, { body: form });
}
