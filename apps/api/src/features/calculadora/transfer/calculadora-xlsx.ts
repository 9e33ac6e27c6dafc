import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EquipoComercial, EquipoMesResponse } from '@ventas/domain/calculadora/equipo-contract';
import { tipoComercialLabel } from '@ventas/domain/cuentas/account-constants';
import { etiquetaMes } from '@ventas/domain/time/mes-label';
import type { ExportColumn } from '../../../jobs/export-column';
import { openExportWriter } from '../../../jobs/export-writer';

/**
 * SPEC §7 download-xlsx-calculadora: the team view's month (equipo.service.ts, the figures the
 * screen shows) as one row per commercial and family, the commercial's totals repeated on each
 * of their rows so the sheet filters and pivots; a commercial without objectives has one row.
 * Amounts are numbers (euros and percents, 2 decimals), written by the exports' own writer, so
 * text is kept inert (= + - @) as in every export.
 */
interface FilaXlsx {
  id: number;
  nombre: string;
  tipo_comercial: string;
  familia: string | null;
  objetivo: number | null;
  consecucion: number | null;
  objetivo_porc: number | null;
  peso: number | null;
  llave: string | null;
  consecucion_total: number;
  tramo: string | null;
  factor_corrector: number | null;
  bolsa_en_juego: number;
  comision_total: number | null;
  motivos: string | null;
}

const COLUMNAS: readonly ExportColumn<FilaXlsx>[] = [
  { key: 'id', header: 'ID comercial', width: 12 },
  { key: 'nombre', header: 'Comercial', width: 28 },
  { key: 'tipo_comercial', header: 'Tipo de comercial', width: 16, label: tipoComercialLabel },
  { key: 'familia', header: 'Familia', width: 18 },
  { key: 'objetivo', header: 'Objetivo', width: 12 },
  { key: 'consecucion', header: 'Consecución', width: 12 },
  { key: 'objetivo_porc', header: '% del objetivo', width: 14 },
  { key: 'peso', header: 'Peso (%)', width: 10 },
  { key: 'llave', header: 'Llave', width: 8 },
  { key: 'consecucion_total', header: 'Consecución total (%)', width: 20 },
  { key: 'tramo', header: 'Tramo', width: 10 },
  { key: 'factor_corrector', header: 'Factor corrector', width: 16 },
  { key: 'bolsa_en_juego', header: 'Bolsa en juego (€)', width: 18 },
  { key: 'comision_total', header: 'Comisión total (€)', width: 18 },
  { key: 'motivos', header: 'Motivos sin comisión', width: 60 },
];

const numero = (value: string | null): number | null => (value === null ? null : Number(value));

function filasDe(comercial: EquipoComercial): FilaXlsx[] {
  const totales = {
    id: comercial.id,
    nombre: comercial.nombre,
    tipo_comercial: comercial.tipo_comercial,
    consecucion_total: Number(comercial.consecucion_total),
    tramo: comercial.tramo,
    factor_corrector: numero(comercial.factor_corrector),
    bolsa_en_juego: Number(comercial.bolsa_en_juego),
    comision_total: numero(comercial.comision_total),
    motivos: comercial.motivos.join('; ') || null,
  };
  if (comercial.objetivos.length === 0)
    return [
      {
        ...totales,
        familia: null,
        objetivo: null,
        consecucion: null,
        objetivo_porc: null,
        peso: null,
        llave: null,
      },
    ];
  return comercial.objetivos.map((objetivo) => ({
    ...totales,
    familia: objetivo.familia_nombre,
    objetivo: Number(objetivo.objetivo),
    consecucion: Number(objetivo.consecucion),
    objetivo_porc: numero(objetivo.objetivo_porc),
    peso: Number(objetivo.peso),
    llave: objetivo.llave ? 'Sí' : 'No',
  }));
}

/** The workbook's bytes (a few KB for 50 commercials: answered directly, decision in the report). */
export async function calculadoraXlsx(equipo: EquipoMesResponse): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), 'calculadora-'));
  try {
    const path = join(dir, 'calculadora.xlsx');
    const writer = openExportWriter<FilaXlsx>('xlsx', path, COLUMNAS, {
      sheetName: `Calculadora ${etiquetaMes(equipo.mes)}`,
    });
    try {
      await writer.write(equipo.comerciales.flatMap(filasDe));
      await writer.finish();
    } catch (error) {
      await writer.abort();
      throw error;
    }
    return await readFile(path);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
