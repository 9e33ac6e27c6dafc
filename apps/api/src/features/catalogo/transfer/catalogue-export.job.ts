import { z } from 'zod';
import { EXPORT_TABLES, type ExportTable } from '@ventas/domain/servicios/catalogue-transfer-contract';
import type { Database } from '../../../db/database';
import { AppError } from '../../../http/app-error';
import type { ExportColumn } from '../../../jobs/export-column';
import type { ExportFiles } from '../../../jobs/export-files';
import { JobFailure, type JobHandler } from '../../../jobs/job-types';
import { createListExportHandler, type ListExport } from '../../../lists/list-export';
import type { ListQuery } from '@ventas/domain/http/list-query';
import { readTablePage } from '../../../lists/table-list';
import { tableCalls, type AnyCatalogueResource } from '../catalogue-resource';
import { CATALOGUE } from '../catalogo.routes';
import { headerOf, VALUE_LABELS } from './transfer-fields';

export const CATALOGUE_EXPORT_KIND = 'export-catalogue';

/** The row's place in the list's order: the batch cursor (catalogue lists order by any column). */
const POSITION = 'position__';
type CatalogueRow = Record<string, unknown> & { [POSITION]: number };
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list of any declaration's filters
type AnyListQuery = ListQuery<any, string>;

/** Line info is nested data, not a column; an update by import keeps it (import-columns.ts). */
const NOT_EXPORTED = new Set(['fixed_line_info', 'mobile_line_info']);
const DATE_FIELDS = new Set(['created_on', 'updated_on', 'timestamp']);
const SHEET_NAMES: Record<ExportTable, string> = {
  tarifas: 'Tarifas',
  adicionales: 'Líneas adicionales',
  sva: 'SVAs',
  promociones: 'Promociones',
  gestion: 'Gestiones',
  seguros: 'Seguros',
  origenesbd: 'Orígenes',
  tipoobjetivo: 'Tipos de objetivo',
  terminales: 'Dispositivos',
};

/**
 * The columns of a table's export: its row's fields, in the row schema's order, named by
 * FIELD_HEADERS (the import reads the same names), codes by their labels, stamps as dates.
 */
export function exportColumnsOf(resource: AnyCatalogueResource): ExportColumn<CatalogueRow>[] {
  const row = tableCalls(resource).read.response;
  const shape = row instanceof z.ZodObject ? Object.keys(row.shape) : [];
  return shape
    .filter((field) => !NOT_EXPORTED.has(field))
    .map((field) => {
      const labels = VALUE_LABELS[field];
      return {
        key: field,
        header: headerOf(field),
        width: field === 'name' || field === 'nombre' ? 32 : 16,
        ...(DATE_FIELDS.has(field) ? { format: 'datetime' as const } : {}),
        ...(labels ? { label: (code: string) => labels[code] ?? code } : {}),
      };
    });
}

/** The list's own page read (its filters, search and order), `size` rows from `offset`. */
async function readRows(
  tx: Parameters<typeof readTablePage>[0],
  resource: AnyCatalogueResource,
  query: AnyListQuery,
  offset: number,
  size: number,
) {
  try {
    const page = Object.assign({}, query, { page: offset / size + 1, itemsPerPage: size });
    return await readTablePage(tx, resource.list, page);
  } catch (error) {
    // Rows deleted since the last batch can leave this page past the end: the export is done.
    if (error instanceof AppError && error.code === 'not_found') return null;
    throw error;
  }
}

/** A catalogue table's list as a `ListExport` (lists/list-export.ts does the job). */
function catalogueExport(
  resource: AnyCatalogueResource,
): ListExport<AnyListQuery, null, CatalogueRow, number> {
  return {
    kind: CATALOGUE_EXPORT_KIND,
    filePrefix: resource.path,
    sheetName: SHEET_NAMES[resource.path],
    rowsNoun: 'filas',
    columns: exportColumnsOf(resource),
    querySchema: tableCalls(resource).list.query,
    scopeSchema: z.null(),
    count: async (tx, query) => (await readRows(tx, resource, query, 0, 1))?.count ?? 0,
    batch: async (tx, query, _scope, after, limit) => {
      const offset = after ?? 0;
      const page = await readRows(tx, resource, query, offset, limit);
      return (page?.results ?? []).map((row, index) => ({
        ...(row as object),
        [POSITION]: offset + index + 1,
      }));
    },
    cursorOf: (row) => row[POSITION],
  };
}

/** Each exportable table's declaration, by its path. */
export const CATALOGUE_RESOURCES = new Map<ExportTable, AnyCatalogueResource>(
  EXPORT_TABLES.map((table) => {
    const resource = CATALOGUE.find((candidate) => candidate.path === table);
    if (!resource) throw new Error(`Tabla de exportación sin declaración: ${table}`);
    return [table, resource];
  }),
);

const tableOf = z.object({ table: z.enum(EXPORT_TABLES) });

/** One job kind for every table: the payload names the table, whose list export runs. */
export function createCatalogueExportHandler(deps: { database: Database; files: ExportFiles }): JobHandler {
  const handlers = new Map(
    [...CATALOGUE_RESOURCES].map(([table, resource]) => [
      table,
      createListExportHandler(catalogueExport(resource), deps),
    ]),
  );
  return async (job, context) => {
    const table = tableOf.safeParse(job.payload);
    const handler = table.success ? handlers.get(table.data.table) : undefined;
    if (!handler) throw new JobFailure('La exportación no es válida; vuelva a lanzarla.');
    return handler(job, context);
  };
}
