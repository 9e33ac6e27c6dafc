import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { accionLabel, entidadLabel, resumenCambios } from '@ventas/domain/auditoria/auditoria-cambios';
import { AUDITORIA_FILTERS, AUDITORIA_PAGING } from '@ventas/domain/auditoria/auditoria-contract';
import { laggingReadsOf, parsedRows, type Database, type TenantTx } from '../../db/database';
import type { ExportColumn } from '../../jobs/export-column';
import type { ExportFiles } from '../../jobs/export-files';
import type { JobHandler } from '../../jobs/job-types';
import { filterConditions } from '../../lists/filter-sql';
import { createListExportHandler, type ListExport } from '../../lists/list-export';
import { listQuerySchema, type ListQuery } from '@ventas/domain/http/list-query';
import { auditoriaList, entradaOf } from './auditoria.list';
import { ENTRADA_ROW } from './auditoria.repository';

export const AUDITORIA_EXPORT_KIND = 'export-auditoria';

/** An entry flattened for a sheet: the author's name ("Sistema" for none), the changes as text. */
export interface AuditoriaExportRow {
  id: number;
  creado_el: string;
  usuario: string;
  request_id: string;
  entidad: string;
  tabla: string;
  entidad_id: string;
  accion: string;
  cambios: string;
}

/** The log's sheet; text goes through the shared cell writer, which keeps `=...` inert. */
export const AUDITORIA_EXPORT_COLUMNS: ExportColumn<AuditoriaExportRow>[] = [
  { key: 'creado_el', header: 'Fecha', width: 18, format: 'datetime' },
  { key: 'usuario', header: 'Usuario', width: 24 },
  { key: 'entidad', header: 'Entidad', width: 18, label: entidadLabel },
  { key: 'tabla', header: 'Tabla', width: 18 },
  { key: 'entidad_id', header: 'Identificador', width: 12 },
  { key: 'accion', header: 'Acción', width: 10, label: accionLabel },
  { key: 'cambios', header: 'Cambios', width: 80 },
  { key: 'request_id', header: 'Petición', width: 18 },
  { key: 'id', header: 'N.º de entrada', width: 12 },
];

type AuditoriaQuery = ListQuery<typeof AUDITORIA_FILTERS, (typeof AUDITORIA_PAGING.orderable)[number]>;

/** The list's filters; the file is always newest first by entry (a keyset on the primary key). */
function whereOf(tx: TenantTx, query: AuditoriaQuery) {
  const conditions = [
    sql`au.tenant_id = ${tx.tenantId}`,
    ...filterConditions(auditoriaList.filters, auditoriaList.filterSql, query),
  ];
  return sql.join(conditions, sql` AND `);
}

export const AUDITORIA_EXPORT: ListExport<AuditoriaQuery, null, AuditoriaExportRow, number> = {
  kind: AUDITORIA_EXPORT_KIND,
  filePrefix: 'auditoria',
  sheetName: 'Auditoría',
  rowsNoun: 'entradas',
  columns: AUDITORIA_EXPORT_COLUMNS,
  querySchema: listQuerySchema(AUDITORIA_FILTERS, AUDITORIA_PAGING),
  scopeSchema: z.null(),
  count: async (tx, query) => {
    const result = await tx.execute(
      sql`SELECT count(*)::int AS n FROM auditoria au WHERE ${whereOf(tx, query)}`,
    );
    return parsedRows(result, z.object({ n: z.number() }))[0]?.n ?? 0;
  },
  batch: async (tx, query, _scope, after, limit) => {
    const result = await tx.execute(
      sql`SELECT ${auditoriaList.columns} FROM ${auditoriaList.from}
          WHERE ${whereOf(tx, query)} ${after === null ? sql`` : sql`AND au.id < ${after}`}
          ORDER BY au.id DESC LIMIT ${limit}`,
    );
    return parsedRows(result, ENTRADA_ROW).map((raw) => {
      const entrada = entradaOf(raw);
      return {
        id: entrada.id,
        creado_el: entrada.creado_el,
        usuario: entrada.usuario?.nombre ?? 'Sistema',
        request_id: entrada.request_id ?? '',
        entidad: entrada.entidad,
        tabla: entrada.tabla,
        entidad_id: entrada.entidad_id,
        accion: entrada.accion,
        cambios: resumenCambios(entrada.accion, entrada.cambios),
      };
    });
  },
  cursorOf: (row) => row.id,
};

export const createAuditoriaExportHandler = (deps: { database: Database; files: ExportFiles }): JobHandler =>
  createListExportHandler(AUDITORIA_EXPORT, { ...deps, database: laggingReadsOf(deps.database) });
