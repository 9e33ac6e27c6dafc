import type { ExportTable, WriteXlsxRequest } from '@ventas/domain/servicios/catalogue-transfer-contract';
import type { TaskStarted } from '@ventas/domain/jobs/task-status-contract';
import { api } from '../../../api/api';
import type { ListQuery } from '../../../components/paged-grid/list-declaration';

/** The list's own query as the export contract carries it: texts and lists of texts. */
function exportQuery(query: ListQuery): WriteXlsxRequest['query'] {
  const out: WriteXlsxRequest['query'] = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue;
    out[key] = Array.isArray(value) ? value.map(String) : String(value);
  }
  return out;
}

/**
 * SPEC §7: POST /api/utils/write-xlsx/ `{table, query, format}` -> `{task_id}` (the catalogue
 * transfer contract); the list's export job polls and downloads it as for the customer export.
 */
export const startCatalogueExport =
  (table: ExportTable) =>
  async (query: ListQuery): Promise<string> => {
    const body: WriteXlsxRequest = { table, query: exportQuery(query), format: 'xlsx' };
    const { task_id } = await api.post<TaskStarted>('/api/utils/write-xlsx/', body);
    return task_id;
  };
