import type { Tienda, TiendaFormInput } from '@ventas/domain/tiendas/tienda-contract';
import { api } from '../../../api/api';

/** POST /api/tiendas/ (201) or PUT /api/tiendas/{id}/: the store with its commercials. */
export function saveTienda(id: number | null, body: TiendaFormInput): Promise<Tienda> {
  return id === null ? api.post<Tienda>('/api/tiendas/', body) : api.put<Tienda>(`/api/tiendas/${id}/`, body);
}
