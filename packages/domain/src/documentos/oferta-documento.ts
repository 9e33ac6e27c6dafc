import { Decimal } from 'decimal.js';
import type { DecimalAmount } from '../money/decimal-amount';

/**
 * What the offer's printable view shows (issue 13 "Documents": GET generate-oferta-html/{id} and
 * its PDF): everything already decided and priced, so the view only lays it out. Amounts are
 * exact decimal strings, VAT included as the offer quoted them.
 */
export interface OfertaDocumento {
  distribuidor: { nombre: string; logoUrl: string | null };
  numero: number;
  /** The instant the offer was quoted (ISO). */
  fecha: string;
  /** The last day its prices hold (YYYY-MM-DD). */
  validaHasta: string;
  cliente: { nombre: string; documento: string | null; telefonos: string[]; direccion: string | null };
  segmento: string;
  /** The territory whose indirect tax applies: 'Península', 'IVA', '21'. */
  territorio: { nombre: string; impuesto: string; tipo: DecimalAmount };
  paquetes: PaqueteDocumento[];
  total: { durante: DecimalAmount; despues: DecimalAmount; mesesPromocion: number };
  /** What the customer pays today, monthly; null if not known. */
  precioAnterior: DecimalAmount | null;
}

export interface PaqueteDocumento {
  titulo: string;
  tipoLinea: string;
  /** The breakdown in pricing order: the line, each promotion (negative), installment, insurance, SVAs. */
  conceptos: Array<{ concepto: string; importe: DecimalAmount }>;
  durante: DecimalAmount;
  despues: DecimalAmount;
  mesesPromocion: number;
}

/**
 * The saving against what the customer pays today, per month and per year, at the offer's price
 * during its promotions (what the customer sees first). Negative when the offer costs more.
 */
export function ahorro(
  precioAnterior: DecimalAmount | null,
  total: DecimalAmount,
): { mensual: DecimalAmount; anual: DecimalAmount } | null {
  if (precioAnterior === null) return null;
  const monthly = new Decimal(precioAnterior).minus(total);
  return { mensual: monthly.toFixed(2), anual: monthly.times(12).toFixed(2) };
}
