import { Decimal } from 'decimal.js';
import { z } from 'zod';
import { formatEuros } from '../money/euro-format';
import { amountOutSchema } from '../money/decimal-amount';

/**
 * A saved offer keeps the prices it was quoted at (decision 74) until it is quoted again. When the
 * catalogue has changed since (an Admin edited a device's instalment plan, a tariff's price), the
 * offer's answer also carries what it costs today (`preciosHoy`, computed by the server from the
 * catalogue, never by a client), so the configurator can show today's prices and say they changed
 * before the agent saves again (issue 29).
 */
export const preciosHoyPaqueteSchema = z.object({
  id: z.number().int(),
  durante: amountOutSchema,
  despues: amountOutSchema,
  /** The device's one-off initial payment; null without a device. */
  inicial: amountOutSchema.nullable(),
});

export const preciosHoySchema = z.object({
  /** Monthly total during the promotions, VAT included, at today's catalogue. */
  precioTotal: amountOutSchema,
  precioTotalDespues: amountOutSchema,
  /** The devices' one-off initial payments, summed. */
  pagoInicial: amountOutSchema,
  paquetes: z.array(preciosHoyPaqueteSchema),
});
export type PreciosHoy = z.infer<typeof preciosHoySchema>;

/** The same figures as stored with the offer, to compare with today's. */
export type PreciosGuardados = PreciosHoy;

const distinto = (a: string | null, b: string | null) =>
  a === null || b === null ? a !== b : !new Decimal(a).equals(b);

/** Whether any figure a customer is offered differs between the stored quote and today's. */
export function preciosCambiados(guardados: PreciosGuardados, hoy: PreciosHoy): boolean {
  if (
    distinto(guardados.precioTotal, hoy.precioTotal) ||
    distinto(guardados.precioTotalDespues, hoy.precioTotalDespues) ||
    distinto(guardados.pagoInicial, hoy.pagoInicial) ||
    guardados.paquetes.length !== hoy.paquetes.length
  )
    return true;
  return guardados.paquetes.some((paquete, index) => {
    const today = hoy.paquetes[index]!;
    return (
      paquete.id !== today.id ||
      distinto(paquete.durante, today.durante) ||
      distinto(paquete.despues, today.despues) ||
      distinto(paquete.inicial, today.inicial)
    );
  });
}

/** The devices' initial payments, summed (packages without a device add nothing). */
export const sumaInicial = (iniciales: readonly (string | null)[]): string =>
  iniciales.reduce((sum, inicial) => (inicial === null ? sum : sum.plus(inicial)), new Decimal(0)).toFixed(2);

/** A saved offer as its answer holds it (oferta-contract.ts), the part its stored figures need. */
interface OfertaGuardada {
  precioTotal: string | null;
  precioTotalDespues: string | null;
  paquetes: ReadonlyArray<{
    id: number;
    precio: { durante: string; despues: string } | null;
    cotizacion: { terminal: { initial_price: string } | null } | null;
  }>;
}

/** The stored figures of a saved offer; null for one recorded before offers were priced. */
export function preciosGuardadosDe(oferta: OfertaGuardada): PreciosGuardados | null {
  if (oferta.precioTotal === null || oferta.precioTotalDespues === null) return null;
  const paquetes = [];
  for (const paquete of oferta.paquetes) {
    if (!paquete.precio || !paquete.cotizacion) return null;
    paquetes.push({
      id: paquete.id,
      durante: paquete.precio.durante,
      despues: paquete.precio.despues,
      inicial: paquete.cotizacion.terminal?.initial_price ?? null,
    });
  }
  return {
    precioTotal: oferta.precioTotal,
    precioTotalDespues: oferta.precioTotalDespues,
    pagoInicial: sumaInicial(paquetes.map((paquete) => paquete.inicial)),
    paquetes,
  };
}

export const AVISO_PRECIOS_CAMBIADOS = 'Los precios han cambiado desde que se guardó la oferta';

/**
 * What the agent reads: "Los precios han cambiado desde que se guardó la oferta: total mensual
 * 24,20 € → 36,30 €; pago inicial 0,00 € → 49,00 €." Only the figures that changed are named.
 */
export function mensajePreciosCambiados(guardados: PreciosGuardados, hoy: PreciosHoy): string {
  const partes: string[] = [];
  const cambio = (nombre: string, antes: string, ahora: string) => {
    if (distinto(antes, ahora)) partes.push(`${nombre} ${formatEuros(antes)} → ${formatEuros(ahora)}`);
  };
  cambio('total mensual', guardados.precioTotal, hoy.precioTotal);
  // Without promotions the total after them is the same figure: named once.
  const conPromociones =
    distinto(guardados.precioTotal, guardados.precioTotalDespues) ||
    distinto(hoy.precioTotal, hoy.precioTotalDespues);
  if (conPromociones) cambio('tras las promociones', guardados.precioTotalDespues, hoy.precioTotalDespues);
  cambio('pago inicial', guardados.pagoInicial, hoy.pagoInicial);
  return partes.length === 0
    ? `${AVISO_PRECIOS_CAMBIADOS}.`
    : `${AVISO_PRECIOS_CAMBIADOS}: ${partes.join('; ')}.`;
}
