import { vistaSchema, type VistaCambio, type VistaNueva } from '@ventas/domain/vistas/vistas-contract';
import { api } from '../../../api/api';

/** POST /api/cuentas/vistas/ (201): the screen's current query under a name. */
export async function createVista(nueva: VistaNueva) {
  return vistaSchema.parse(await api.post<unknown>('/api/cuentas/vistas/', nueva));
}

/** PUT /api/cuentas/vistas/{id}/: rename, share or not, or take the current query. */
export async function updateVista(id: number, cambio: VistaCambio) {
  return vistaSchema.parse(await api.put<unknown>(`/api/cuentas/vistas/${id}/`, cambio));
}
