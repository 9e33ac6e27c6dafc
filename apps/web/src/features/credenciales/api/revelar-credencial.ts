import type { CredencialRevelada } from '@ventas/domain/credenciales/credenciales-contract';
import { api } from '../../../api/api';

/** POST /api/scraping/claves/{id}/revelar/ (SuperAdmin): the secrets in clear; the API records it. */
export function revelarCredencial(id: number): Promise<CredencialRevelada> {
  return api.post<CredencialRevelada>(`/api/scraping/claves/${id}/revelar/`);
}
