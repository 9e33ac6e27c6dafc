import { WEB_ROUTES } from '@ventas/domain/permissions/web-routes';
import { CLIENTE_PARAM, MODO_PARAM } from '../clientes/clientes.public';

// Where the configurator returns to after a save. Kept apart from oferta-url.ts, which the
// customer feature reads through ofertas.public: this module reads clientes.public, and doing so
// from there would close an import cycle.

/** SPEC §4: Teletrabajo with the customer's dialog open on its history (?cliente=&modo=view). */
export const historialDelCliente = (clienteId: number) =>
  `${WEB_ROUTES.teletrabajo.path}?${CLIENTE_PARAM}=${clienteId}&${MODO_PARAM}=view`;

// The screens that open the configurator: the calculator (its month and commercial) and
// Teletrabajo (the customer's dialog and the list's filters). Nothing else is a way back.
const VUELTAS = [
  { path: WEB_ROUTES.calculadora.path, label: () => 'Volver a la calculadora' },
  {
    path: WEB_ROUTES.teletrabajo.path,
    label: (query: URLSearchParams) =>
      query.has(CLIENTE_PARAM) ? 'Volver al cliente' : 'Volver a Teletrabajo',
  },
];
// An origin no real site has: a `volver` that resolves anywhere else names another site.
const PROBE_ORIGIN = 'http://volver.invalid';

export interface Vuelta {
  to: string;
  label: string;
}

/** `volver` as one of VUELTAS' screens of this site, or null (no open redirect). */
function vueltaDe(volver: string | null): Vuelta | null {
  if (!volver?.startsWith('/')) return null;
  let url: URL;
  try {
    url = new URL(volver, PROBE_ORIGIN);
  } catch {
    return null;
  }
  const path = url.pathname.replace(/\/$/, '').toLowerCase();
  const vuelta = VUELTAS.find((candidate) => candidate.path.toLowerCase() === path);
  if (url.origin !== PROBE_ORIGIN || !vuelta) return null;
  return { to: `${vuelta.path}${url.search}${url.hash}`, label: vuelta.label(url.searchParams) };
}

/**
 * Where a saved offer offers to return: the screen it was opened from (`volver`), else SPEC §4's
 * own: after a CREATE the customer's history, after an EDIT the calculator.
 */
export function vueltaTrasGuardar(volver: string | null, clienteId: number, edit: boolean): Vuelta {
  const propia = edit
    ? { to: WEB_ROUTES.calculadora.path, label: 'Volver a la calculadora' }
    : { to: historialDelCliente(clienteId), label: 'Volver al cliente' };
  return vueltaDe(volver) ?? propia;
}
