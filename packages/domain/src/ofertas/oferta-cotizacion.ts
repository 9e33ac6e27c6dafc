import { z } from 'zod';
import { amountOutSchema } from '../money/decimal-amount';
import type { QuotedPackage, QuotedPromotion } from './price-oferta';

/**
 * What an offer quoted for one package (issue 13): every priced item with the price it had when
 * the offer was quoted, so a later catalogue change never alters the offer. The server builds it
 * from the catalogue when it saves; the screen and the documents price from it with
 * `quotedPackageOf`, through the one price function (price-oferta.ts).
 */

/** The catalogue kind a package's `tarifa` names, by its line type (decision 74). */
export const TIPOS_LINEA = ['LINEA_PRINCIPAL', 'LINEA_ADICIONAL', 'LINEA_ADICIONAL_SVA'] as const;
export type TipoLinea = (typeof TIPOS_LINEA)[number];
/** A package's line type in Spanish (the customer's contracts, the operator's package list). */
export const ETIQUETAS_TIPO_LINEA: Readonly<Record<TipoLinea, string>> = {
  LINEA_PRINCIPAL: 'Línea principal',
  LINEA_ADICIONAL: 'Línea adicional',
  LINEA_ADICIONAL_SVA: 'Línea adicional SVA',
};
export const KIND_OF_LINEA = {
  LINEA_PRINCIPAL: 'tarifa',
  LINEA_ADICIONAL: 'adicional',
  LINEA_ADICIONAL_SVA: 'sva',
} as const satisfies Record<TipoLinea, 'tarifa' | 'adicional' | 'sva'>;
export type LineaKind = (typeof KIND_OF_LINEA)[TipoLinea];

const named = { id: z.number().int(), nombre: z.string() };

export const cotizacionPromocionSchema = z.object({
  ...named,
  amount: amountOutSchema,
  amount_unit: z.enum(['MONETARY', 'PERCENTS']),
  /** Months it lasts (a duration in days counts in started months); null without an end. */
  months: z.number().int().nullable(),
  priority_order: z.number().int().nullable(),
});
export type CotizacionPromocion = z.infer<typeof cotizacionPromocionSchema>;

export const cotizacionPaqueteSchema = z.object({
  linea: z.object({
    ...named,
    kind: z.enum(['tarifa', 'adicional', 'sva']),
    operator: z.string(),
    segment: z.string(),
    precio: amountOutSchema,
  }),
  promociones: z.array(cotizacionPromocionSchema),
  terminal: z
    .object({
      ...named,
      installment: z.number().int(),
      initial_price: amountOutSchema,
      month_price: amountOutSchema,
      final_price: amountOutSchema,
      // Issue 29 §5: the number of instalments; absent in quotes stored before it was recorded.
      cuotas: z.number().int().nullish(),
    })
    .nullable(),
  seguro: z.object({ ...named, precio: amountOutSchema }).nullable(),
  svas: z.array(z.object({ ...named, precio: amountOutSchema })),
});
export type CotizacionPaquete = z.infer<typeof cotizacionPaqueteSchema>;

const DAYS_PER_MONTH = 30;

/** A promotion's duration in months: days count in started months of 30 days (decision 74). */
export function promotionMonths(duration: number | null, unit: string | null): number | null {
  if (duration === null || duration <= 0) return null;
  return unit === 'days' ? Math.ceil(duration / DAYS_PER_MONTH) : duration;
}

/** The price function's input for a quoted package. */
export function quotedPackageOf(cotizacion: CotizacionPaquete): QuotedPackage {
  return {
    base: cotizacion.linea.precio,
    promotions: cotizacion.promociones.map((promocion): QuotedPromotion => ({
      amount: promocion.amount,
      amount_unit: promocion.amount_unit,
      months: promocion.months,
      priority_order: promocion.priority_order,
    })),
    installment: cotizacion.terminal?.month_price ?? null,
    insurance: cotizacion.seguro?.precio ?? null,
    svas: cotizacion.svas.map((sva) => sva.precio),
  };
}
