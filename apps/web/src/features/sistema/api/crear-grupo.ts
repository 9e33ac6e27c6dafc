import { groupSchema, type Group, type GroupForm } from '@ventas/domain/permissions/registry-contract';
import { api } from '../../../api/api';

/** POST /api/groups/ (201): a new group, with the permissions it starts with. */
export async function crearGrupo(form: GroupForm): Promise<Group> {
  return groupSchema.parse(await api.post<unknown>('/api/groups/', form));
}
