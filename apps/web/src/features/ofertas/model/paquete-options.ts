import { formatEuros, formatPercent } from '@ventas/domain/money/euro-format';
import { promotionMonths, type CotizacionPaquete } from '@ventas/domain/ofertas/oferta-cotizacion';
import type { CatalogueOption } from '@ventas/domain/servicios/catalogue-drop-downs';
import type { Installment } from '@ventas/domain/servicios/installment-contract';
import type { Promocion } from '@ventas/domain/servicios/promocion-contract';
import type { Seguro } from '@ventas/domain/servicios/seguro-contract';
import type { LineaItem } from '../api/lineas-query';

/** One catalogue item as a pick: its name, and what helps choose it (a price, a plan). */
export interface ItemOption {
  id: number;
  name: string;
  detail?: string;
}

/** How a pick names catalogue items: the name, and the price (net of VAT, as the catalogue keeps it). */
const sinIva = (price: string | null) => (price === null ? 'Sin precio' : `${formatEuros(price)} sin IVA`);

export function lineaOptions(items: readonly LineaItem[]): ItemOption[] {
  return items.map((item) => ({ id: item.id, name: item.name, detail: `${sinIva(item.price_value)}/mes` }));
}

const meses = (months: number | null) =>
  months === null ? 'sin fin' : `${months} ${months === 1 ? 'mes' : 'meses'}`;

/** SPEC §9: an amount off or a share off, and for how long. */
export function promocionDetail(promocion: Promocion): string {
  const amount =
    promocion.amount_unit === 'PERCENTS'
      ? `-${formatPercent(promocion.amount)}`
      : `-${formatEuros(promocion.amount)}`;
  return `${amount} · ${meses(promotionMonths(promocion.duration, promocion.duration_unit))}`;
}

/** The promotions linked to the line (issue 13: "those linked to the tariff"). */
export function promocionOptions(
  linea: LineaItem | undefined,
  promociones: readonly Promocion[],
): ItemOption[] {
  if (!linea) return [];
  return promociones
    .filter((promocion) => linea.promotions.includes(promocion.id))
    .map((promocion) => ({ id: promocion.id, name: promocion.name, detail: promocionDetail(promocion) }));
}

/** A tariff offers its linked SVAs; another line any of the operator's (as the quote checks them). */
export function svaOptions(linea: LineaItem | undefined, svas: readonly LineaItem[]): ItemOption[] {
  if (!linea) return [];
  const offered = 'svas' in linea ? svas.filter((sva) => linea.svas.includes(sva.id)) : svas;
  return offered.map((sva) => ({ id: sva.id, name: sva.name, detail: `${sinIva(sva.price_value)}/mes` }));
}

/** The offer operator's insurances, and with a terminal those of the terminal's operator. */
export function seguroOptions(
  seguros: readonly Seguro[],
  operador: string,
  terminalOperator: string | null,
): ItemOption[] {
  return seguros
    .filter((seguro) => seguro.operator === operador || seguro.operator === terminalOperator)
    .map((seguro) => ({
      id: seguro.id,
      name: seguro.name,
      detail: [`${sinIva(seguro.price)}/mes`, seguro.tramo].filter(Boolean).join(' · '),
    }));
}

export const planDetail = (
  cuota: Pick<Installment, 'initial_price' | 'month_price' | 'final_price'> & { cuotas?: number | null },
) =>
  `${cuota.cuotas ? `${cuota.cuotas} cuotas de ` : ''}${formatEuros(cuota.month_price)}/mes · inicial ${formatEuros(cuota.initial_price)} · final ${formatEuros(cuota.final_price)}`;

/**
 * The terminals a package can finance on its line: those with an installment on it (the quote
 * refuses a terminal without one) among the operator's available devices.
 */
export function dispositivoOptions(
  cuotas: readonly Installment[],
  dispositivos: readonly CatalogueOption[],
): ItemOption[] {
  return dispositivos.flatMap((dispositivo) => {
    const planes = cuotas.filter((cuota) => cuota.is_active && cuota.terminal__id === dispositivo.id);
    const first = planes[0];
    if (!first) return [];
    return [
      {
        id: dispositivo.id,
        name: dispositivo.name,
        detail: planes.length === 1 ? planDetail(first) : `${planes.length} planes de cuotas`,
      },
    ];
  });
}

/** A terminal's installment plans on the line. */
export function cuotaOptions(cuotas: readonly Installment[], terminal: number | null): Installment[] {
  return terminal === null
    ? []
    : cuotas.filter((cuota) => cuota.is_active && cuota.terminal__id === terminal);
}

/** Names a saved quote gives its items, for those the lists no longer have. */
export function savedNames(cotizacion: CotizacionPaquete | null | undefined) {
  return {
    linea: cotizacion?.linea.nombre,
    promociones: new Map(cotizacion?.promociones.map((item) => [item.id, item.nombre])),
    terminal: cotizacion?.terminal?.nombre,
    seguro: cotizacion?.seguro?.nombre,
    svas: new Map(cotizacion?.svas.map((item) => [item.id, item.nombre])),
  };
}

export type SavedNames = ReturnType<typeof savedNames>;
