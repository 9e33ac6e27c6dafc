import { z } from 'zod';
import { estadoAtencionLabel, tipoAtencionLabel } from '@ventas/domain/clientes/cliente-labels';
import { isFilterDay } from '@ventas/domain/http/list-filters';
import { laggingReadsOf, type Database } from '../../../db/database';
import type { ExportColumn } from '../../../jobs/export-column';
import type { ExportFiles } from '../../../jobs/export-files';
import type { JobHandler } from '../../../jobs/job-types';
import { createListExportHandler, type ListExport } from '../../../lists/list-export';
import {
  atencionesDesde,
  contarAtenciones,
  type AtencionCursor,
  type AtencionesComercialQuery,
  type AtencionExportRow,
} from './atenciones-comercial.sql';

export const ATENCIONES_COMERCIAL_EXPORT_KIND = 'export-atenciones-comercial';

const ATENCIONES_COMERCIAL_COLUMNS: readonly ExportColumn<AtencionExportRow>[] = [
  { key: 'updated_on', header: 'Fecha', width: 18, format: 'datetime' },
  { key: 'comercial', header: 'Comercial', width: 24 },
  { key: 'cliente', header: 'Cliente', width: 30 },
  { key: 'documento', header: 'Documento', width: 14 },
  { key: 'telefono', header: 'Teléfono', width: 14 },
  { key: 'tipo', header: 'Tipo', width: 16, label: tipoAtencionLabel },
  { key: 'estado', header: 'Estado', width: 14, label: estadoAtencionLabel },
  { key: 'fecha_agendado', header: 'Fecha agendado', width: 18, format: 'datetime' },
  { key: 'razon_no_interesado', header: 'Razón no interesado', width: 28 },
  { key: 'gestion', header: 'Gestión', width: 24 },
  { key: 'notas', header: 'Notas', width: 48 },
];

const dia = z.string().refine(isFilterDay);

/** The request's window and commercials, resolved and checked when the export was asked for. */
const atencionesComercialJobQuery = z.object({
  ventana: z.object({ desde: dia, hasta: dia }),
  comerciales: z.array(z.number().int().positive()).min(1),
});

/**
 * SPEC §7 Management: the attentions of some commercials whose updated_on falls in a range of
 * Madrid days, oldest first, in keyset batches (a commercial may have 50k attentions a year).
 */
const ATENCIONES_COMERCIAL_EXPORT: ListExport<
  AtencionesComercialQuery,
  null,
  AtencionExportRow,
  AtencionCursor
> = {
  kind: ATENCIONES_COMERCIAL_EXPORT_KIND,
  filePrefix: 'atenciones-comercial',
  sheetName: 'Atenciones',
  rowsNoun: 'atenciones',
  columns: ATENCIONES_COMERCIAL_COLUMNS,
  querySchema: atencionesComercialJobQuery,
  scopeSchema: z.null(),
  count: (tx, query) => contarAtenciones(tx, query),
  batch: (tx, query, _scope, after, limit) => atencionesDesde(tx, query, after, limit),
  cursorOf: (row) => ({ updatedOn: row.updated_on, id: row.id }),
};

export const createAtencionesComercialExportHandler = (deps: {
  database: Database;
  files: ExportFiles;
  xlsxMaxRows?: number;
}): JobHandler =>
  createListExportHandler(ATENCIONES_COMERCIAL_EXPORT, { ...deps, database: laggingReadsOf(deps.database) });
