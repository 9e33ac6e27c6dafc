import { estadoCuentaLabel, tipoComercialLabel } from '@ventas/domain/cuentas/account-constants';
import { z } from 'zod';
import type { FigurasDeComercial } from '@ventas/domain/gerencia/gerencia-contract';
import { FIGURA_TEXTOS, FIGURAS_GERENCIA } from '@ventas/domain/gerencia/gerencia-figuras';
import { isFilterDay } from '@ventas/domain/http/list-filters';
import { formatDay } from '@ventas/domain/time/madrid';
import { laggingReadsOf, type Database, type TenantTx } from '../../../db/database';
import type { ExportColumn } from '../../../jobs/export-column';
import type { ExportFiles } from '../../../jobs/export-files';
import type { JobHandler } from '../../../jobs/job-types';
import { createListExportHandler, type ListExport } from '../../../lists/list-export';
import type { ClienteScope } from '../../clientes/clientes.public';
import { comercialesDeConsulta, type ConsultaGerencia } from '../gerencia-query';
import { filasDeGerencia } from '../gerencia-filas';

export const GERENCIA_EXPORT_KIND = 'export-gerencia';

/** One row of the sheet: a commercial, the period line or the total; `posicion` is the cursor. */
type FilaGerenciaXlsx = Partial<FigurasDeComercial> & {
  comercial: string;
  periodo: string;
  estado: string | null;
  tipo_comercial: string | null;
  posicion: number;
};

/** Gerencia · Comerciales as the screen shows it: who, then every figure in FIGURAS_GERENCIA order. */
const GERENCIA_XLSX_COLUMNS: readonly ExportColumn<FilaGerenciaXlsx>[] = [
  { key: 'comercial', header: 'Comercial', width: 32 },
  { key: 'estado', header: 'Estado', width: 12, label: estadoCuentaLabel },
  { key: 'tipo_comercial', header: 'Tipo', width: 16, label: tipoComercialLabel },
  ...FIGURAS_GERENCIA.map((figura) => ({ key: figura, header: FIGURA_TEXTOS[figura].etiqueta, width: 14 })),
  // On every row rather than a row of its own above the data, which broke Excel's sort and filter.
  { key: 'periodo', header: 'Periodo', width: 26 },
];

const dia = z.string().refine(isFilterDay);

/** The query as the request resolved it (the default period is fixed when the export is asked for). */
const consultaJobSchema = z.object({
  ventana: z.object({ desde: dia, hasta: dia }),
  estados: z.array(z.string()),
  tipos: z.array(z.string()),
  comerciales: z.array(z.number().int()),
});

/** Whose figures, as the request's caller may read them (the customer export stores the same). */
const alcanceSchema = z.object({ accountId: z.number().int(), seesAll: z.boolean() });

const periodoTexto = ({ desde, hasta }: ConsultaGerencia['ventana']) =>
  `del ${formatDay(desde)} al ${formatDay(hasta)}`;

/**
 * Every row at once, from the module the screen counts with (figuras.query.ts), so the file and
 * GET /api/comerciales/gerencia/ agree: a row per commercial, then the total (each customer once),
 * the period on each. A tenant has tens of commercials, not thousands: one batch holds them.
 */
async function filasGerencia(
  tx: TenantTx,
  consulta: ConsultaGerencia,
  alcance: ClienteScope,
): Promise<FilaGerenciaXlsx[]> {
  const { cuentas, porComercial, total } = await filasDeGerencia(tx, alcance, consulta);
  const periodo = periodoTexto(consulta.ventana);
  const filas: Omit<FilaGerenciaXlsx, 'posicion'>[] = [
    ...cuentas.map((cuenta) => ({
      comercial: cuenta.nombre,
      estado: cuenta.estado,
      tipo_comercial: cuenta.tipo_comercial,
      ...porComercial.get(cuenta.id),
      periodo,
    })),
    { comercial: 'Total', estado: null, tipo_comercial: null, ...total, periodo },
  ];
  return filas.map((fila, index) => ({ ...fila, posicion: index + 1 }));
}

const GERENCIA_EXPORT: ListExport<ConsultaGerencia, ClienteScope, FilaGerenciaXlsx, number> = {
  kind: GERENCIA_EXPORT_KIND,
  filePrefix: 'gerencia',
  sheetName: 'Gerencia',
  rowsNoun: 'filas',
  columns: GERENCIA_XLSX_COLUMNS,
  querySchema: consultaJobSchema,
  scopeSchema: alcanceSchema,
  // The total row besides the accounts asked for (those without figures may be left out): only
  // the progress bar reads this.
  count: async (tx, consulta, alcance) => (await comercialesDeConsulta(tx, alcance, consulta)).length + 1,
  // The total stays below the data when the user sorts or filters.
  footerRows: 1,
  // The first batch is the whole sheet; the handler's follow-up read gets nothing.
  batch: (tx, consulta, alcance, after) =>
    after === null ? filasGerencia(tx, consulta, alcance) : Promise.resolve([]),
  cursorOf: (fila) => fila.posicion,
};

export const createGerenciaExportHandler = (deps: { database: Database; files: ExportFiles }): JobHandler =>
  createListExportHandler(GERENCIA_EXPORT, { ...deps, database: laggingReadsOf(deps.database) });
