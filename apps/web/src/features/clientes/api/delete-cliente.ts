import { api } from '../../../api/api';

/** SPEC §7: DELETE /api/clientes/entradas/{id}/ -> 204 (Admin and above, docs/decisions/). */
export function deleteCliente(id: number): Promise<void> {
  return api.delete<void>(`/api/clientes/entradas/${id}/`);
}
