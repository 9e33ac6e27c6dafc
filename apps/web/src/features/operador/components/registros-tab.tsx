import type { ClienteOperador } from '../cliente-operador';

// Placeholder until the tab is built (issue 18).
export function RegistrosTab(_props: { cliente: ClienteOperador }) {
  return null;
}
