import { ESTADOS_PAQUETE, type EstadoPaquete } from './paquete-estados';
/**
 * SPEC §4 "Order state mapping from provider order numbers": what a provider's order number
 * means for a package's state. 6, 77 and 76 are delivered (Enviado), 7 cancelled, 8 and 79 in
 * flight; an active package is Activo. Any other number is unknown (the caller answers 400).
 */
export const PACKAGE_ORDER_STATES = {
  6: 'Enviado',
  77: 'Enviado',
  76: 'Enviado',
  7: 'Cancelado',
  8: 'En vuelo',
  79: 'En vuelo',
} as const satisfies Record<number, string>;

export type PackageOrderState = (typeof PACKAGE_ORDER_STATES)[keyof typeof PACKAGE_ORDER_STATES] | 'Activo';

export function packageOrderState(orderNumber: number): PackageOrderState | null {
  return (PACKAGE_ORDER_STATES as Record<number, PackageOrderState>)[orderNumber] ?? null;
}

/**
 * What each provider state makes of our package (decision 70): delivered is a live service
 * (ACTIVO), cancelled is CANCELADO, in flight is VUELO.
 */
const ESTADO_OF_ORDER_STATE: Record<PackageOrderState, EstadoPaquete> = {
  Activo: 'ACTIVO',
  Enviado: 'ACTIVO',
  Cancelado: 'CANCELADO',
  'En vuelo': 'VUELO',
};

/**
 * The package status a PUT paquete/{id}/ `estado` sets: one of ours (ACTIVO, CANCELADO, VUELO)
 * or a provider's order number (SPEC §4), as a number or its digits. Anything else is null (400).
 */
export function paqueteEstadoFrom(value: string | number): EstadoPaquete | null {
  if (typeof value === 'string' && (ESTADOS_PAQUETE as readonly string[]).includes(value))
    return value as EstadoPaquete;
  const text = String(value);
  if (!/^\d{1,3}$/.test(text)) return null;
  const state = packageOrderState(Number(text));
  return state === null ? null : ESTADO_OF_ORDER_STATE[state];
}
