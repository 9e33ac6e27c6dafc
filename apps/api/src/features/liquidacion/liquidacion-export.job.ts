import { z } from 'zod';
import { mesSchema } from '@ventas/domain/calculadora/objetivos-contract';
import { idParamSchema } from '@ventas/domain/http/id';
import {
  ELEMENTO_LABELS,
  LINEA_LABELS,
  listaUpfrontsQuerySchema,
  type ListaUpfrontsQuery,
  type PaqueteLiquidacion,
  type UpfrontListado,
} from '@ventas/domain/liquidacion/liquidacion-contract';
import type { Mes } from '@ventas/domain/calculadora/mes';
import { estadoPaqueteLabel } from '@ventas/domain/telework/paquete-estados';
import type { Database } from '../../db/database';
import type { ExportColumn } from '../../jobs/export-column';
import type { ExportFiles } from '../../jobs/export-files';
import type { JobHandler } from '../../jobs/job-types';
import { createListExportHandler, type ListExport } from '../../lists/list-export';
import { contarUpfronts, listaUpfronts } from './lista-upfronts.repository';
import { contarPaquetes, paquetesLiquidacionDesde } from './liquidacion.repository';

export const LIQUIDACION_EXPORT_KIND = 'export-liquidacion';
export const LISTA_UPFRONTS_EXPORT_KIND = 'export-lista-upfronts';

const SI_NO = (code: string) => (code === 'true' ? 'Sí' : 'No');

/** The rows' place in their order: the batch cursor (a month is a bounded list; offsets suffice). */
const POSITION = 'position__';
type Positioned<Row> = Row & { [POSITION]: number };

/** The liquidation's xlsx: one row per package, as the JSON lists them (totals are the screen's). */
export const LIQUIDACION_COLUMNS: ExportColumn<Positioned<PaqueteLiquidacion>>[] = [
  { key: 'fecha_venta', header: 'Fecha de venta', width: 18, format: 'datetime' },
  { key: 'comercial_nombre', header: 'Comercial', width: 24 },
  { key: 'cliente_nombre', header: 'Cliente', width: 28 },
  { key: 'oferta_id', header: 'Oferta', width: 10 },
  { key: 'paquete_id', header: 'Paquete', width: 10 },
  { key: 'tipo_linea', header: 'Tipo de línea', width: 20, label: (code) => LINEA_LABELS[code] ?? code },
  { key: 'tarifa_nombre', header: 'Tarifa', width: 28 },
  { key: 'operador', header: 'Operador', width: 10 },
  { key: 'estado', header: 'Estado', width: 12, label: estadoPaqueteLabel },
  { key: 'familia_nombre', header: 'Familia', width: 18 },
  { key: 'upfront', header: 'Upfront', width: 12 },
  { key: 'cuenta', header: 'Cuenta', width: 8, label: SI_NO },
];

export const LISTA_UPFRONTS_COLUMNS: ExportColumn<Positioned<UpfrontListado>>[] = [
  {
    key: 'content_type',
    header: 'Tipo de elemento',
    width: 18,
    label: (code) => ELEMENTO_LABELS[code as keyof typeof ELEMENTO_LABELS] ?? code,
  },
  { key: 'elemento', header: 'Elemento', width: 32 },
  { key: 'operador', header: 'Operador', width: 10 },
  { key: 'familia_nombre', header: 'Familia', width: 18 },
  { key: 'tipo', header: 'Tipo', width: 14 },
  { key: 'upfront', header: 'Upfront', width: 12 },
  { key: 'fecha', header: 'Desde', width: 18, format: 'datetime' },
  { key: 'is_active', header: 'Activo', width: 8, label: SI_NO },
];

/** What the liquidation's request stores: the month resolved at the request, and the filter. */
const liquidacionJobQuery = z.object({
  month_year_updated_on: mesSchema,
  comercial: idParamSchema.optional(),
});
type LiquidacionJobQuery = { month_year_updated_on: Mes; comercial?: number | undefined };

const positioned = <Row>(rows: Row[], offset: number): Positioned<Row>[] =>
  rows.map((row, index) => ({ ...row, [POSITION]: offset + index + 1 }));

const liquidacionExport: ListExport<LiquidacionJobQuery, null, Positioned<PaqueteLiquidacion>, number> = {
  kind: LIQUIDACION_EXPORT_KIND,
  filePrefix: 'liquidacion',
  sheetName: 'Liquidación',
  rowsNoun: 'paquetes',
  columns: LIQUIDACION_COLUMNS,
  querySchema: liquidacionJobQuery,
  scopeSchema: z.null(),
  count: (tx, query) => contarPaquetes(tx, query.month_year_updated_on, query.comercial ?? null),
  batch: async (tx, query, _scope, after, limit) =>
    positioned(
      await paquetesLiquidacionDesde(
        tx,
        query.month_year_updated_on,
        query.comercial ?? null,
        after ?? 0,
        limit,
      ),
      after ?? 0,
    ),
  cursorOf: (row) => row[POSITION],
};

const listaUpfrontsExport: ListExport<ListaUpfrontsQuery, null, Positioned<UpfrontListado>, number> = {
  kind: LISTA_UPFRONTS_EXPORT_KIND,
  filePrefix: 'upfronts',
  sheetName: 'Upfronts',
  rowsNoun: 'upfronts',
  columns: LISTA_UPFRONTS_COLUMNS,
  querySchema: listaUpfrontsQuerySchema,
  scopeSchema: z.null(),
  count: (tx, query) => contarUpfronts(tx, query),
  batch: async (tx, query, _scope, after, limit) =>
    positioned(await listaUpfronts(tx, query, after ?? 0, limit), after ?? 0),
  cursorOf: (row) => row[POSITION],
};

export const createLiquidacionExportHandler = (deps: {
  database: Database;
  files: ExportFiles;
}): JobHandler => createListExportHandler(liquidacionExport, deps);

export const createListaUpfrontsExportHandler = (deps: {
  database: Database;
  files: ExportFiles;
}): JobHandler => createListExportHandler(listaUpfrontsExport, deps);
