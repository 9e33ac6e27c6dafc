import { api } from '../../../api/api';

/** DELETE /api/atenciones/{id}/ (decision 73): the attention with its offer and packages; Admin and above. */
export async function eliminarAtencion(id: number): Promise<void> {
  await api.delete<unknown>(`/api/atenciones/${id}/`);
}
