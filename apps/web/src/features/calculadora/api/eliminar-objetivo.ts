import { api } from '../../../api/api';

/** DELETE /api/calculadora/objetivos/{id}/ (decision 84; Admin and above). */
export async function eliminarObjetivo(id: number): Promise<void> {
  await api.delete<unknown>(`/api/calculadora/objetivos/${id}/`);
}
