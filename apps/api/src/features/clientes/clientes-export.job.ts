import { z } from 'zod';
import { laggingReadsOf, type Database } from '../../db/database';
import {
  createListExportHandler,
  EXPORT_BATCH_SIZE,
  type ListExport,
  type ListExportPayload,
} from '../../lists/list-export';
import type { ExportFiles } from '../../jobs/export-files';
import type { JobHandler } from '../../jobs/job-types';
import {
  clientesFiltersSchema,
  countClientes,
  fetchClientesExportBatch,
  type ClienteExportRow,
  type ClienteScope,
  type ClientesFilters,
  type ExportCursor,
} from './clientes-query';
import { CLIENTES_EXPORT_COLUMNS } from './clientes-export.columns';
import { clientesTenantLabels } from './clientes-export.labels';

export const CLIENTES_EXPORT_KIND = 'export-teletrabajo';
export const CLIENTES_EXPORT_BATCH_SIZE = EXPORT_BATCH_SIZE;
export type ClientesExportPayload = ListExportPayload;

/** SPEC §4 "Export job": the teletrabajo customer list, with the list's filters, as xlsx or json. */
export const CLIENTES_EXPORT: ListExport<ClientesFilters, ClienteScope, ClienteExportRow, ExportCursor> = {
  kind: CLIENTES_EXPORT_KIND,
  filePrefix: 'teletrabajo',
  sheetName: 'Teletrabajo',
  rowsNoun: 'clientes',
  columns: CLIENTES_EXPORT_COLUMNS,
  querySchema: clientesFiltersSchema,
  scopeSchema: z.object({ accountId: z.number().int(), seesAll: z.boolean() }),
  count: countClientes,
  // The list's default order (updated_on desc, id desc), after the cursor.
  batch: fetchClientesExportBatch,
  cursorOf: (row) => ({ updatedOn: row.updated_on, id: row.id }),
  tenantLabels: clientesTenantLabels,
};

export function createClientesExportHandler(deps: {
  database: Database;
  files: ExportFiles;
  xlsxMaxRows?: number;
}): JobHandler {
  return createListExportHandler(CLIENTES_EXPORT, { ...deps, database: laggingReadsOf(deps.database) });
}
