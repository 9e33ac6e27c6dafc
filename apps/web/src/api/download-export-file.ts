import { api } from './api';

/** SPEC §7: GET /api/utils/get-xlsx-files/?filename= (blob), saved through an object URL. */
export async function downloadExportFile(filename: string): Promise<void> {
  const blob = await api.get<Blob>('/api/utils/get-xlsx-files/', {
    query: { filename },
    responseType: 'blob',
  });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
