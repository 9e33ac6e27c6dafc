import { groupSchema, type Group, type GroupForm } from '@ventas/domain/permissions/registry-contract';
import { api } from '../../../api/api';

/** PUT /api/groups/{id}/: renames a group and, with `permissions`, replaces the ones it holds. */
export async function editarGrupo(id: number, form: GroupForm): Promise<Group> {
  return groupSchema.parse(await api.put<unknown>(`/api/groups/${id}/`, form));
}
