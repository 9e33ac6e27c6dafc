import type { ClienteRef } from '../acciones/cliente-action';

/** A callback as each screen that lists one hands it to its actions (history, dashboard, calendar). */
export interface AgendadoRef {
  id: number;
  /** One of ESTADOS_ATENCION: only a PENDIENTE one can change. */
  estado: string;
  /** ISO instant, null for an old row without one. */
  fechaAgendado: string | null;
  notas: string | null;
  cliente: ClienteRef;
  /** Whose callback it is (null: nobody's). */
  comercialId: number | null;
}
