import { api } from '../../../api/api';

/** DELETE /api/distribuidores/distribuidor/{id}/ (204, platform): its host stops at once, its data goes after the grace period. */
export async function eliminarDistribuidor(id: number): Promise<void> {
  await api.delete<unknown>(`/api/distribuidores/distribuidor/${id}/`);
}
