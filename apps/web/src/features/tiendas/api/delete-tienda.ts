import { api } from '../../../api/api';

/** DELETE /api/tiendas/{id}/ -> 204; its commercials are left without a store. */
export function deleteTienda(id: number): Promise<void> {
  return api.delete<void>(`/api/tiendas/${id}/`);
}
