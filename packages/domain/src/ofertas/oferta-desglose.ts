import { Decimal } from 'decimal.js';
import { formatEuros } from '../money/euro-format';
import { formatAmount, type DecimalAmount } from '../money/decimal-amount';
import { quotedPackageOf, type CotizacionPaquete } from './oferta-cotizacion';
import {
  applyPromotion,
  ordered,
  priceOffer,
  vatFactor,
  type OfferQuote,
  type QuotedPromotion,
} from './price-oferta';

/**
 * A package's price line by line, as the configurator's panel and the printed offer show it
 * (issue 13): every amount with its tax, in pricing order, so the lines read as the customer
 * pays. A promotion's line is what it takes off at its step (SPEC §9: before the tax for
 * PARTICULAR, after it for NEGOCIOS — the same amount with the tax, either way).
 *
 * Rounding (issue 29 §5, superseding decision 76's line rule): each line is its own exact amount
 * rounded to cents, so every line is right (4,99 € + 21 % = 6,0379 → 6,04 €); the package's
 * price is `priceOffer`'s, exact and rounded once. When the shown lines do not add up to it, an
 * explicit "Ajuste por redondeo" line says by how much, rather than moving a cent into a line.
 */
export interface Concepto {
  tipo: 'linea' | 'promocion' | 'cuota' | 'seguro' | 'sva' | 'ajuste';
  concepto: string;
  /** What qualifies it: a promotion's months, a device's first and last payments. */
  detalle: string | null;
  importe: DecimalAmount;
}

export type DesgloseQuote = Pick<OfferQuote, 'segment' | 'vatRate' | 'byPriority'>;

const LABEL: Record<CotizacionPaquete['linea']['kind'], string> = {
  tarifa: 'Tarifa',
  adicional: 'Línea adicional',
  sva: 'Línea SVA',
};

const meses = (months: number) => (months === 1 ? '1 mes' : `${months} meses`);

/** The package's steps in pricing order, each with the exact running total after it. */
function steps(cotizacion: CotizacionPaquete, quote: DesgloseQuote) {
  const vat = vatFactor(quote.vatRate);
  // The tax scales an amount off only where it applies after the promotions (NEGOCIOS).
  const scale = quote.segment === 'NEGOCIOS' ? vat : new Decimal(1);
  const found: Array<Omit<Concepto, 'importe'> & { total: Decimal }> = [];
  let line = new Decimal(cotizacion.linea.precio).times(vat);
  const concepto = `${LABEL[cotizacion.linea.kind]}: ${cotizacion.linea.nombre}`;
  found.push({ tipo: 'linea', concepto, detalle: null, total: line });

  const quoted = new Map<QuotedPromotion, CotizacionPaquete['promociones'][number]>(
    cotizacion.promociones.map((promocion) => [{ ...promocion }, promocion]),
  );
  for (const promotion of ordered([...quoted.keys()], quote.byPriority)) {
    const promocion = quoted.get(promotion)!;
    line = applyPromotion(line, promotion, scale);
    const detalle = promocion.months === null ? 'Sin fin' : meses(promocion.months);
    found.push({ tipo: 'promocion', concepto: `Promoción: ${promocion.nombre}`, detalle, total: line });
  }
  let total = line;
  const add = (tipo: Concepto['tipo'], text: string, amount: Decimal, detalle: string | null = null) => {
    total = total.plus(amount);
    found.push({ tipo, concepto: text, detalle, total });
  };
  const { terminal, seguro } = cotizacion;
  if (terminal) {
    const pagos = `Pago inicial ${formatEuros(terminal.initial_price)} · final ${formatEuros(terminal.final_price)}`;
    add('cuota', `Cuota del dispositivo: ${terminal.nombre}`, new Decimal(terminal.month_price), pagos);
  }
  if (seguro) add('seguro', `Seguro: ${seguro.nombre}`, new Decimal(seguro.precio).times(vat));
  for (const sva of cotizacion.svas) add('sva', `SVA: ${sva.nombre}`, new Decimal(sva.precio).times(vat));
  return found;
}

/** How the printed offer states the rule (a short note under its prices). */
export const NOTA_REDONDEO =
  'Cada importe se calcula exacto y se redondea al céntimo por separado; los totales se calculan con los importes exactos y se redondean una sola vez. Si la suma de las líneas mostradas difiere del total, la diferencia figura como «Ajuste por redondeo».';

export const AJUSTE_POR_REDONDEO = 'Ajuste por redondeo';

/**
 * What a total rounded once differs from the sum of its parts rounded each (null when nothing):
 * the amount of the "Ajuste por redondeo" line, in a package or in the offer's summary.
 */
export function ajustePorRedondeo(
  partes: readonly DecimalAmount[],
  total: DecimalAmount,
): DecimalAmount | null {
  const suma = partes.reduce((sum, parte) => sum.plus(parte), new Decimal(0));
  const ajuste = new Decimal(total).minus(suma);
  return ajuste.isZero() ? null : ajuste.toFixed(2);
}

/** The package's lines, each rounded on its own, then the rounding adjustment if there is one. */
export function desglosePaquete(cotizacion: CotizacionPaquete, quote: DesgloseQuote): Concepto[] {
  let previous = new Decimal(0);
  const lines: Concepto[] = steps(cotizacion, quote).map(({ total, ...step }) => {
    const importe = formatAmount(total.minus(previous), 2);
    previous = total;
    return { ...step, importe };
  });
  const precio = priceOffer({ ...quote, packages: [quotedPackageOf(cotizacion)] }).during;
  const ajuste = ajustePorRedondeo(
    lines.map((line) => line.importe),
    precio,
  );
  if (ajuste === null) return lines;
  return [...lines, { tipo: 'ajuste', concepto: AJUSTE_POR_REDONDEO, detalle: null, importe: ajuste }];
}

/** The tax the package's monthly price includes (the device's instalment carries its own). */
export function ivaDelPaquete(cotizacion: CotizacionPaquete, quote: DesgloseQuote): DecimalAmount {
  const price = (vatRate: DecimalAmount) =>
    priceOffer({ ...quote, vatRate, packages: [quotedPackageOf(cotizacion)] }).during;
  return new Decimal(price(quote.vatRate)).minus(price('0')).toFixed(2);
}
