import { api } from '../../../api/api';

/** DELETE /api/distribuidores/distribuidor/{id}/logo/ (the login page goes back to the default). */
export async function quitarLogo(id: number): Promise<void> {
  await api.delete<unknown>(`/api/distribuidores/distribuidor/${id}/logo/`);
}
