import { Decimal } from 'decimal.js';
import { formatAmount, type DecimalAmount } from '../money/decimal-amount';
import { ESTADOS_OFERTA, type EstadoOfertaId } from './oferta-estados';

/**
 * Issue 31 §2: the offers pipeline (decision 236). Each status is a column; the chance that an
 * offer in it ends as a sale is a whole percent the distributor sets, and the forecast is each
 * column's monthly total weighted by it.
 */
export type ProbabilidadesPipeline = Readonly<Record<EstadoOfertaId, number>>;

/**
 * The chances before a distributor sets its own, as a sales director would start: a sale is
 * certain, a lost or cancelled offer is nothing, a presented one is a coin toss, one still being
 * prepared or bounced by the operator's system is less.
 */
export const PROBABILIDADES_POR_DEFECTO: ProbabilidadesPipeline = {
  1: 20, // Pendiente
  2: 50, // Presentada
  3: 0, // Rechazada
  4: 100, // Activada
  5: 30, // Error envío a SMART
  6: 100, // Activada Parcial
  7: 0, // Cancelada
};

/** The columns left to right, as an offer travels: open ones first, then won, then lost. */
export const COLUMNAS_PIPELINE: readonly EstadoOfertaId[] = [1, 2, 5, 6, 4, 3, 7];

/** One column's figures as the database sums them: how many offers and their monthly prices. */
export interface CifrasColumna {
  estado: EstadoOfertaId;
  count: number;
  /** Σ of the offers' monthly price (`precio_total`), exact. */
  total: DecimalAmount;
}

export interface ColumnaPipeline extends CifrasColumna {
  label: string;
  probabilidad: number;
  /** `total` × `probabilidad` %, to the cent. */
  ponderado: DecimalAmount;
}

export interface ResumenPipeline {
  columnas: ColumnaPipeline[];
  /** Every column's offers and monthly total. */
  count: number;
  total: DecimalAmount;
  /** Σ of every column's exact weighted total, rounded once (so it may differ by a cent from the
   *  sum of the rounded columns). */
  prevision: DecimalAmount;
}

const weighted = (total: DecimalAmount, probabilidad: number) =>
  new Decimal(total).times(probabilidad).dividedBy(100);

/**
 * Every column in board order (a status with no offer shows 0), with its chance and weighted
 * total, and the board's totals. Statuses the figures do not name count as empty columns.
 */
export function resumenPipeline(
  cifras: readonly CifrasColumna[],
  probabilidades: ProbabilidadesPipeline,
): ResumenPipeline {
  const porEstado = new Map(cifras.map((columna) => [columna.estado, columna]));
  const columnas = COLUMNAS_PIPELINE.map((estado) => {
    const { count, total } = porEstado.get(estado) ?? { count: 0, total: '0' };
    const probabilidad = probabilidades[estado];
    return {
      estado,
      label: ESTADOS_OFERTA.find((definido) => definido.id === estado)?.label ?? String(estado),
      count,
      total: formatAmount(total, 2),
      probabilidad,
      ponderado: formatAmount(weighted(total, probabilidad), 2),
    };
  });
  const exact = COLUMNAS_PIPELINE.map((estado) => porEstado.get(estado)).filter(
    (columna) => columna !== undefined,
  );
  return {
    columnas,
    count: exact.reduce((sum, columna) => sum + columna.count, 0),
    total: formatAmount(
      exact.reduce((sum, columna) => sum.plus(columna.total), new Decimal(0)),
      2,
    ),
    prevision: formatAmount(
      exact.reduce(
        (sum, columna) => sum.plus(weighted(columna.total, probabilidades[columna.estado])),
        new Decimal(0),
      ),
      2,
    ),
  };
}
