import { api } from '../../../api/api';

/** DELETE /api/permissions/{id}/ (204). */
export async function eliminarPermiso(id: number): Promise<void> {
  await api.delete<unknown>(`/api/permissions/${id}/`);
}
