import { api } from '../../../api/api';

/** SPEC §7: GET /api/utils/generate-oferta-html/{id}, the saved offer as a printable page. */
export function fetchOfertaHtml(ofertaId: number): Promise<string> {
  return api.get<string>(`/api/utils/generate-oferta-html/${ofertaId}`, { responseType: 'text' });
}
