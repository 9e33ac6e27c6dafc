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
