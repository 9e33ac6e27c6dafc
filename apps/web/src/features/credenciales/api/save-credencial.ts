import type { Credencial, CredencialInput } from '@ventas/domain/credenciales/credenciales-contract';
import { api } from '../../../api/api';

/**
 * POST /api/scraping/claves/ (201) or PUT {id}/. A password or cookie left out of `form` keeps
 * the stored one; null clears it (the API's rule, `cambioSecreto`).
 */
export function saveCredencial(id: number | null, form: CredencialInput): Promise<Credencial> {
  return id === null
    ? api.post<Credencial>('/api/scraping/claves/', form)
    : api.put<Credencial>(`/api/scraping/claves/${id}/`, form);
}
