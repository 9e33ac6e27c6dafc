import { api } from '../../../api/api';

/** DELETE /api/scraping/claves/{id}/ -> 204. */
export function deleteCredencial(id: number): Promise<void> {
  return api.delete<void>(`/api/scraping/claves/${id}/`);
}
