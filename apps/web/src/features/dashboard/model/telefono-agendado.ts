import type { AgendadoView } from '@ventas/domain/telework/atenciones-contract';

export interface TelefonoAgendado {
  telefono: string;
  /** On the do-not-call list: shown with "No llamar", never as a call link. */
  noLlamar: boolean;
}

/**
 * The phone a callback offers: the customer's first one not on the do-not-call list (the person
 * opted out of that number, not of being called back); when every phone opted out, the first one,
 * flagged. Null when the customer has no phone.
 */
export function telefonoParaLlamar(cliente: AgendadoView['cliente']): TelefonoAgendado | null {
  const llamable = cliente.telefonos.find((telefono) => !cliente.telefonos_no_llamar.includes(telefono));
  if (llamable !== undefined) return { telefono: llamable, noLlamar: false };
  const [primero] = cliente.telefonos;
  return primero === undefined ? null : { telefono: primero, noLlamar: true };
}
