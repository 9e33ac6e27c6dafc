import type { TaskStarted } from '@ventas/domain/jobs/task-status-contract';
import type { ImportMode, ImportTable } from '@ventas/domain/servicios/catalogue-transfer-contract';
import { api } from '../../../api/api';
import { saveBlob } from '../../../api/save-blob';

/**
 * SPEC §7 POST /api/utils/read-xlsx/ (catalogue transfer contract): multipart with the fields
 * `table` and `mode` first, then the file, so the server knows what it reads before the bytes.
 */
export async function startCatalogueImport(
  table: ImportTable,
  mode: ImportMode,
  file: File,
): Promise<string> {
  const body = new FormData();
  body.append('table', table);
  body.append('mode', mode);
  body.append('file', file, file.name);
  const { task_id } = await api.post<TaskStarted>('/api/utils/read-xlsx/', body);
  return task_id;
}

/** GET /api/utils/read-xlsx/template/?table=: the sheet with the expected columns. */
export async function downloadImportTemplate(table: ImportTable): Promise<void> {
  const blob = await api.get<Blob>('/api/utils/read-xlsx/template/', {
    query: { table },
    responseType: 'blob',
  });
  saveBlob(blob, `plantilla-${table}.xlsx`);
}
