import type { ClienteOperador } from '../cliente-operador';

// Placeholder until the tab is built (issue 18).
export function FacturasTab(_props: { cliente: ClienteOperador }) {
  return null;
}
