import { api } from '../../../api/api';
import { saveBlob } from '../../../api/save-blob';

/** SPEC §7: GET /api/utils/generate-oferta-pdf/{id} (a blob), handed to the browser as a file. */
export async function downloadOfertaPdf(ofertaId: number): Promise<void> {
  const blob = await api.get<Blob>(`/api/utils/generate-oferta-pdf/${ofertaId}`, { responseType: 'blob' });
  saveBlob(blob, `oferta-${ofertaId}.pdf`);
}
