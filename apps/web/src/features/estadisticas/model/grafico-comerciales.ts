import { SERIES_ESTADISTICAS } from '@ventas/domain/gerencia/familia-colores';
import type { FiguraGerencia } from '@ventas/domain/gerencia/gerencia-figuras';
import type { Ventana } from '@ventas/domain/gerencia/gerencia-ventana';
import type { RankingComerciales } from '@ventas/domain/gerencia/stats-contract';
import { Decimal } from 'decimal.js';
import { enlaceFiguraDe, type BarraDashboard } from '../../dashboard/dashboard.public';

export type FilaComercial = RankingComerciales['ranking'][number];
type Serie = (typeof SERIES_ESTADISTICAS)[number];
export type ClaveCuenta = Exclude<Serie['clave'], 'valor'>;

/**
 * The Gerencia figure behind each count series: its customers open in Teletrabajo. Ventas (units)
 * is the calculator's count of packages, which no customer list counts: it opens nothing.
 */
const FIGURA_DE_SERIE: Record<ClaveCuenta, FiguraGerencia | null> = {
  atenciones: 'atencion',
  ofertas: 'oferta',
  vendidas: 'vendido',
  ventas: null,
};

/** SPEC §9's count series, in order (Ventas valor, in euros, has its own chart). */
export const SERIES_CUENTA = SERIES_ESTADISTICAS.filter(
  (serie): serie is Extract<Serie, { clave: ClaveCuenta }> => serie.clave !== 'valor',
);
export const SERIE_VALOR = SERIES_ESTADISTICAS.find((serie) => serie.clave === 'valor')!;

/** The customers behind one commercial's count; null for units, and for a 0 (a click for nothing). */
export function enlaceDeSerie(clave: ClaveCuenta, fila: FilaComercial, ventana: Ventana): string | null {
  const figura = FIGURA_DE_SERIE[clave];
  if (figura === null || fila[clave] === 0) return null;
  return enlaceFiguraDe(figura, fila.comercial, ventana);
}

export interface SerieGrafico {
  clave: ClaveCuenta;
  etiqueta: string;
  color: string;
  datos: number[];
  /** Per commercial, the list its bar opens. */
  enlaces: (string | null)[];
}

/** The grouped chart's series: one per SPEC §9 count, a value and a link per commercial. */
export const seriesComerciales = (filas: readonly FilaComercial[], ventana: Ventana): SerieGrafico[] =>
  SERIES_CUENTA.map(({ clave, etiqueta, color }) => ({
    clave,
    etiqueta,
    color,
    datos: filas.map((fila) => fila[clave]),
    enlaces: filas.map((fila) => enlaceDeSerie(clave, fila, ventana)),
  }));

/** Ventas valor per commercial, in its series colour; euros are the calculator's and open nothing. */
export const barrasValor = (filas: readonly FilaComercial[]): BarraDashboard[] =>
  filas.map((fila) => ({
    etiqueta: fila.nombre,
    valor: new Decimal(fila.valor).toNumber(),
    color: SERIE_VALOR.color,
    enlace: null,
  }));

/** How many commercials the charts draw; the table lists every one. */
export const COMERCIALES_EN_GRAFICO = 10;
