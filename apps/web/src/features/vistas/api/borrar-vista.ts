import { api } from '../../../api/api';

/** DELETE /api/cuentas/vistas/{id}/ (204): one of the caller's own views. */
export async function borrarVista(id: number): Promise<void> {
  await api.delete<unknown>(`/api/cuentas/vistas/${id}/`);
}
