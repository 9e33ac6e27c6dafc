import { api } from '../../../api/api';

/** DELETE /api/no-llamar/{id}/ -> 204 (SuperAdmin). */
export function retirarTelefono(id: number): Promise<void> {
  return api.delete<void>(`/api/no-llamar/${id}/`);
}
