import { hasLevel } from '../permissions/access-rule';
import type { Actor } from '../permissions/roles';

/** SPEC §8 Telework: a customer that does not exist or is not the caller's. */
export const CLIENTE_NO_ENCONTRADO = 'No se ha encontrado al cliente';

/** Who asks for a customer: the permission parts plus their own account id. */
export interface ClienteViewer extends Actor {
  accountId: number;
}

/**
 * Manager and above (role <= 3, or isAdmin) work every customer of the tenant; a Comercial
 * only works the customers assigned to them and the unassigned ones (docs/decisions/).
 */
export function seesAllClientes(viewer: Actor): boolean {
  return hasLevel(viewer, 'manager');
}

export function canSeeCliente(viewer: ClienteViewer, clienteComercialId: number | null): boolean {
  return seesAllClientes(viewer) || clienteComercialId === null || clienteComercialId === viewer.accountId;
}

/**
 * Whose callbacks the viewer may move, annotate or close, on a customer they may work
 * (canSeeCliente): Manager and above anyone's, a Comercial only their own.
 */
export function canEditAgendadoOf(viewer: ClienteViewer, agendadoComercialId: number | null): boolean {
  return seesAllClientes(viewer) || agendadoComercialId === viewer.accountId;
}
