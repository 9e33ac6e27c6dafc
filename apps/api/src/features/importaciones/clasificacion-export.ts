import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { tipoDocumentoLabel } from '@ventas/domain/clientes/cliente-labels';
import { CLASES, CLASES_FILA, type ClaseFila } from '@ventas/domain/importaciones/importacion-contract';
import { segmentLabel } from '@ventas/domain/servicios/segment-labels';
import { parsedRows, type Database } from '../../db/database';
import type { ExportFiles } from '../../jobs/export-files';
import type { ExportColumn } from '../../jobs/export-writer';
import type { JobHandler } from '../../jobs/job-types';
import { createListExportHandler, type ListExport } from '../../lists/list-export';

export const CLASIFICACION_KIND = 'importacion-clasificacion';

/** One row of the downloadable classification: the row, its class and reason, the fields read. */
export interface FilaClasificacionExport {
  fila: number;
  clase: ClaseFila;
  motivo: string;
  nombre: string | null;
  documento: string | null;
  tipo_documento: string | null;
  telefonos: string | null;
  email: string | null;
  direccion: string | null;
  cp: string | null;
  localidad: string | null;
  segmento: string | null;
  isp_actual: string | null;
  notas: string | null;
  cliente_id: number | null;
}

const FILA_CLASIFICACION_ROW = z.object({
  fila: z.number().int(),
  clase: z.enum(CLASES as [ClaseFila, ...ClaseFila[]]),
  motivo: z.string(),
  nombre: z.string().nullable(),
  documento: z.string().nullable(),
  tipo_documento: z.string().nullable(),
  telefonos: z.string().nullable(),
  email: z.string().nullable(),
  direccion: z.string().nullable(),
  cp: z.string().nullable(),
  localidad: z.string().nullable(),
  segmento: z.string().nullable(),
  isp_actual: z.string().nullable(),
  notas: z.string().nullable(),
  cliente_id: z.number().int().nullable(),
}) satisfies z.ZodType<FilaClasificacionExport>;

/** Labels for people; every text cell goes through the writer's formula defusing (jobs/xlsx-cells.ts). */
export const CLASIFICACION_COLUMNS: readonly ExportColumn<FilaClasificacionExport>[] = [
  { key: 'fila', header: 'Fila', width: 8 },
  {
    key: 'clase',
    header: 'Resultado',
    width: 22,
    label: (clase) => CLASES_FILA[clase as ClaseFila] ?? clase,
  },
  { key: 'motivo', header: 'Motivo', width: 48 },
  { key: 'nombre', header: 'Nombre', width: 30 },
  { key: 'documento', header: 'Documento', width: 14 },
  { key: 'tipo_documento', header: 'Tipo documento', width: 14, label: tipoDocumentoLabel },
  { key: 'telefonos', header: 'Teléfonos', width: 24 },
  { key: 'email', header: 'Email', width: 28 },
  { key: 'direccion', header: 'Dirección', width: 32 },
  { key: 'cp', header: 'CP', width: 8 },
  { key: 'localidad', header: 'Localidad', width: 20 },
  { key: 'segmento', header: 'Segmento', width: 14, label: segmentLabel },
  { key: 'isp_actual', header: 'ISP actual', width: 14 },
  { key: 'notas', header: 'Notas', width: 40 },
  { key: 'cliente_id', header: 'Cliente existente', width: 12 },
];

const querySchema = z.object({ importacion: z.number().int().positive() });
type Query = z.infer<typeof querySchema>;

const filasSql = (tenantId: number, importacionId: number) =>
  sql`importacion_filas WHERE tenant_id = ${tenantId} AND importacion_id = ${importacionId}`;

/** POST /api/importaciones/{id}/clasificacion/: every row, by row number, as an xlsx job (lists/list-export.ts). */
export const CLASIFICACION_EXPORT: ListExport<Query, null, FilaClasificacionExport, number> = {
  kind: CLASIFICACION_KIND,
  filePrefix: 'clasificacion',
  sheetName: 'Clasificación',
  rowsNoun: 'filas',
  columns: CLASIFICACION_COLUMNS,
  querySchema,
  scopeSchema: z.null(),
  async count(tx, query) {
    const result = await tx.execute(
      sql`SELECT count(*)::int AS n FROM ${filasSql(tx.tenantId, query.importacion)}`,
    );
    return parsedRows(result, z.object({ n: z.number().int() }))[0]?.n ?? 0;
  },
  async batch(tx, query, _scope, after, limit) {
    const result = await tx.execute(
      sql`SELECT fila, clase, motivo, datos->>'nombre' AS nombre, datos->>'documento' AS documento,
            datos->>'tipo_documento' AS tipo_documento,
            nullif(array_to_string(ARRAY(SELECT jsonb_array_elements_text(coalesce(datos->'telefonos', '[]'::jsonb))), ', '), '')
              AS telefonos,
            datos->>'email' AS email, datos->>'direccion' AS direccion, datos->>'cp' AS cp,
            datos->>'localidad' AS localidad, datos->>'segmento' AS segmento,
            datos->>'isp_actual' AS isp_actual, datos->>'notas' AS notas, cliente_id
          FROM ${filasSql(tx.tenantId, query.importacion)} AND fila > ${after ?? 0}
          ORDER BY fila LIMIT ${limit}`,
    );
    return parsedRows(result, FILA_CLASIFICACION_ROW);
  },
  cursorOf: (row) => row.fila,
};

export function createClasificacionHandler(deps: { database: Database; files: ExportFiles }): JobHandler {
  return createListExportHandler(CLASIFICACION_EXPORT, deps);
}
