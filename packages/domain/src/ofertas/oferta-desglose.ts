import { Decimal } from 'decimal.js';
import { formatAmount, type DecimalAmount } from '../money/decimal-amount';
import type { CotizacionPaquete } from './oferta-cotizacion';
import { applyPromotion, ordered, vatFactor, type OfferQuote, type QuotedPromotion } from './offer-pricing';

/**
 * A package's price line by line, as the configurator's panel and the printed offer show it
 * (issue 13): every amount with its tax, in pricing order, so the lines read as the customer
 * pays. A promotion's line is what it takes off at its step (SPEC §9: before the tax for
 * PARTICULAR, after it for NEGOCIOS — the same amount with the tax, either way). Each line is
 * rounded on its own; the package's price (`priceOffer`) is the exact sum rounded once, so the
 * lines may add up to a cent apart from it (decision 76).
 */
export interface Concepto {
  tipo: 'linea' | 'promocion' | 'cuota' | 'seguro' | 'sva';
  concepto: string;
  importe: DecimalAmount;
}

const LABEL: Record<CotizacionPaquete['linea']['kind'], string> = {
  tarifa: 'Tarifa',
  adicional: 'Línea adicional',
  sva: 'Línea SVA',
};

const meses = (months: number) => (months === 1 ? '1 mes' : `${months} meses`);

export function desglosePaquete(
  cotizacion: CotizacionPaquete,
  quote: Pick<OfferQuote, 'segment' | 'vatRate' | 'byPriority'>,
): Concepto[] {
  const vat = vatFactor(quote.vatRate);
  // The tax scales an amount off only where it applies after the promotions (NEGOCIOS).
  const scale = quote.segment === 'NEGOCIOS' ? vat : new Decimal(1);
  const cents = (value: Decimal.Value) => formatAmount(value, 2);
  const conceptos: Concepto[] = [];
  let running = new Decimal(cotizacion.linea.precio).times(vat);
  conceptos.push({
    tipo: 'linea',
    concepto: `${LABEL[cotizacion.linea.kind]}: ${cotizacion.linea.nombre}`,
    importe: cents(running),
  });

  const byPromotion = new Map<QuotedPromotion, CotizacionPaquete['promociones'][number]>();
  const promotions = cotizacion.promociones.map((promocion) => {
    const quoted: QuotedPromotion = { ...promocion };
    byPromotion.set(quoted, promocion);
    return quoted;
  });
  for (const promotion of ordered(promotions, quote.byPriority)) {
    const next = applyPromotion(running, promotion, scale);
    const promocion = byPromotion.get(promotion)!;
    const plazo = promocion.months === null ? '' : ` (${meses(promocion.months)})`;
    conceptos.push({
      tipo: 'promocion',
      concepto: `Promoción: ${promocion.nombre}${plazo}`,
      importe: cents(next.minus(running)),
    });
    running = next;
  }
  if (cotizacion.terminal)
    conceptos.push({
      tipo: 'cuota',
      concepto: `Cuota del dispositivo: ${cotizacion.terminal.nombre}`,
      importe: cents(cotizacion.terminal.month_price),
    });
  if (cotizacion.seguro)
    conceptos.push({
      tipo: 'seguro',
      concepto: `Seguro: ${cotizacion.seguro.nombre}`,
      importe: cents(new Decimal(cotizacion.seguro.precio).times(vat)),
    });
  for (const sva of cotizacion.svas)
    conceptos.push({
      tipo: 'sva',
      concepto: `SVA: ${sva.nombre}`,
      importe: cents(new Decimal(sva.precio).times(vat)),
    });
  return conceptos;
}
