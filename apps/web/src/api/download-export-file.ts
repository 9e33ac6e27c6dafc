import { api } from './api';
import { saveBlob } from './save-blob';

/** SPEC §7: GET /api/utils/get-xlsx-files/?filename= (blob), saved through an object URL. */
export async function downloadExportFile(filename: string): Promise<void> {
  const blob = await api.get<Blob>('/api/utils/get-xlsx-files/', {
    query: { filename },
    responseType: 'blob',
  });
  saveBlob(blob, filename);
}
