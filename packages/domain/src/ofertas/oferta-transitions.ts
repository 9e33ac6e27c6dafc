import type { EstadoOfertaId } from './oferta-estados';

/**
 * Which offer status may follow which (SPEC §4: "Allowed offer status transitions are not
 * shown"; decision 68). As a sales floor works: an offer is prepared (Pendiente), presented to
 * the customer, then activated by the operator, wholly or partly, or it fails on the way
 * (Error envío a SMART, which may be resent) or is rejected, and it can be cancelled while it is
 * alive. Activada never goes back to Pendiente or Presentada; Cancelada is final. Keeping the same
 * status is always allowed (an edit that changes other fields).
 */
export const OFERTA_TRANSITIONS: Readonly<Record<EstadoOfertaId, readonly EstadoOfertaId[]>> = {
  1: [2, 3, 7], // Pendiente → Presentada, Rechazada, Cancelada
  2: [1, 3, 4, 5, 6, 7], // Presentada → back to Pendiente for changes, or any outcome
  3: [1, 7], // Rechazada → reworked (Pendiente) or closed
  4: [7], // Activada → only cancelled (the customer drops it)
  5: [1, 2, 7], // Error envío a SMART → reworked, resent or cancelled
  6: [4, 7], // Activada Parcial → completed or cancelled
  7: [], // Cancelada is final
};

/** Whether an offer in status `from` may be saved with status `to`. */
export function canMoveOferta(from: EstadoOfertaId, to: EstadoOfertaId): boolean {
  return from === to || OFERTA_TRANSITIONS[from].includes(to);
}

export const MENSAJE_TRANSICION = (from: string, to: string) =>
  `Una oferta ${from.toLowerCase()} no puede pasar a ${to.toLowerCase()}.`;
