import type { ResultadoImportar } from '@ventas/domain/no-llamar/no-llamar-importacion';
import { api } from '../../../api/api';

/** POST /api/no-llamar/importar/ as multipart, field `file` (xlsx or CSV): the classified counts. */
export function importarNoLlamar(file: File): Promise<ResultadoImportar> {
  const body = new FormData();
  body.append('file', file, file.name);
  return api.post<ResultadoImportar>('/api/no-llamar/importar/', body);
}
