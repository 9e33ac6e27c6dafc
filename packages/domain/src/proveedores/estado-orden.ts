import { packageOrderState, type PackageOrderState } from '../telework/package-order-state';

/**
 * SPEC §4: what the orders dialog shows for a provider's order state. The numbers map through the
 * packages' own table (decision 70), `active` is Activo; any other number is shown as itself, so
 * an operator's new state is visible rather than hidden behind a guess.
 */
export function etiquetaEstadoOrden(estado: number | 'active'): PackageOrderState | `Estado ${number}` {
  if (estado === 'active') return 'Activo';
  return packageOrderState(estado) ?? `Estado ${estado}`;
}

/** The `estado` a package update sends from an order (PUT /api/atenciones/paquete/{id}/). */
export function estadoPaqueteDeOrden(estado: number | 'active'): string | null {
  if (estado === 'active') return 'ACTIVO';
  return packageOrderState(estado) === null ? null : String(estado);
}
