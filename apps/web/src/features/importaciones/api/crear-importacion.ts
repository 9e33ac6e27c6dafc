import type { NuevaImportacion } from '@ventas/domain/importaciones/importacion-contract';
import { api } from '../../../api/api';

/** POST /api/importaciones/ -> 201 `{id, task_id}`: saves the mapping and starts the dry run. */
export function crearImportacion(body: NuevaImportacion): Promise<{ id: number; task_id: string }> {
  return api.post<{ id: number; task_id: string }>('/api/importaciones/', body);
}
