import { labelOfCode } from '../labels/code-label';
import type { EstadoOfertaId } from '../ofertas/oferta-estados';

/** SPEC §3 "Package line": package statuses. VUELO is an order still in flight (SPEC §4). */
export const ESTADOS_PAQUETE = ['ACTIVO', 'CANCELADO', 'VUELO'] as const;
export type EstadoPaquete = (typeof ESTADOS_PAQUETE)[number];

/** The package statuses in Spanish: every screen that names a package's state reads them here. */
export const ETIQUETAS_ESTADO_PAQUETE: Readonly<Record<EstadoPaquete, string>> = {
  ACTIVO: 'Activo',
  CANCELADO: 'Cancelado',
  VUELO: 'En vuelo',
};
/** A package's state as people read it (the liquidation's xlsx, the lists). */
export const estadoPaqueteLabel = labelOfCode(ETIQUETAS_ESTADO_PAQUETE);

/** A customer's contracts are its live packages: active ones and those still in flight. */
export const ESTADOS_CONTRATO = ['ACTIVO', 'VUELO'] as const satisfies readonly EstadoPaquete[];

/**
 * The offer statuses under which its packages have a provider order: sent (Presentada) or sold
 * (Activada, Activada Parcial). A Pendiente offer has not been sent yet; a Rechazada one, one whose
 * sending failed (Error envío a SMART) and a Cancelada one have no order in flight.
 */
export const ESTADOS_OFERTA_CON_PEDIDO = [2, 4, 6] as const satisfies readonly EstadoOfertaId[];

/**
 * What a package's stored state means, read with its offer's status. Every package is stored
 * VUELO from the moment its offer is saved (the column's default), but it is an order in flight
 * only once the offer has one (ESTADOS_OFERTA_CON_PEDIDO): before that it is no contract (null).
 * ACTIVO and CANCELADO come from the provider's order or a person, and say what they say.
 */
export function estadoDelPaquete(estadoPaquete: string, estadoOferta: number): EstadoPaquete | null {
  const estado = ESTADOS_PAQUETE.find((candidate) => candidate === estadoPaquete);
  if (estado !== 'VUELO') return estado ?? null;
  return (ESTADOS_OFERTA_CON_PEDIDO as readonly number[]).includes(estadoOferta) ? estado : null;
}
