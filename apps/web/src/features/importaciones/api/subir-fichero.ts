import type { FicheroSubido } from '@ventas/domain/importaciones/importacion-contract';
import { api } from '../../../api/api';
import { ApiError } from '../../../api/api-error';
import { localTokenStorage } from '../../../api/token-storage';

const PATH = '/api/importaciones/fichero/';
/** Below this a file goes up in a blink: the app's own client, no progress to report. */
export const SUBIDA_CON_PROGRESO_BYTES = 1024 * 1024;

export type ProgresoSubida = (enviados: number, total: number) => void;

function formData(file: File): FormData {
  const body = new FormData();
  body.append('file', file, file.name);
  return body;
}

/**
 * A large file through XMLHttpRequest: fetch() cannot report how much of a request body has gone.
 * Answers null when the token had expired or the server is in maintenance, so the caller retries
 * through the app's client, which renews the token or shows the maintenance screen.
 */
function subirConProgreso(file: File, onProgress: ProgresoSubida): Promise<FicheroSubido | null> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', PATH);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = localTokenStorage.getAccess();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded, event.total);
    xhr.onerror = () => reject(new TypeError('Failed to fetch'));
    xhr.onload = () => {
      if (xhr.status === 401 || xhr.status === 503) return resolve(null);
      let body: unknown = null;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        body = xhr.responseText;
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as FicheroSubido);
      else reject(new ApiError(xhr.status, body));
    };
    xhr.send(formData(file));
  });
}

/** POST /api/importaciones/fichero/ as multipart, field `file`: its columns and example values. */
export async function subirFichero(file: File, onProgress: ProgresoSubida): Promise<FicheroSubido> {
  if (file.size >= SUBIDA_CON_PROGRESO_BYTES) {
    const subido = await subirConProgreso(file, onProgress);
    if (subido) return subido;
  }
  return api.post<FicheroSubido>(PATH, formData(file));
}
