import { api } from './api';
import type { DownloadedFile, QueryValue } from './api-client';
import { saveBlob } from './save-blob';

/**
 * GET `path` as a file and hand it to the browser under the name the server's
 * Content-Disposition gives (the API sanitises it), else `fallbackName`.
 */
export async function downloadNamedFile(
  path: string,
  query: Record<string, QueryValue>,
  fallbackName: string,
): Promise<void> {
  const file = await api.get<DownloadedFile>(path, { query, responseType: 'file' });
  saveBlob(file.blob, file.filename ?? fallbackName);
}
