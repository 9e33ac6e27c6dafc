import { WEB_ROUTES } from '@ventas/domain/permissions/web-routes';
import { CLIENTE_PARAM, MODO_PARAM } from '../../features/clientes/clientes.public';

/**
 * Teletrabajo with the customer's dialog open in view mode (?cliente=&modo=view, as
 * features/clientes reads it). Already on Teletrabajo, the list keeps its filters.
 */
export function clienteHref(current: { pathname: string; search: string }, id: number): string {
  const base = WEB_ROUTES.teletrabajo.path;
  const onTeletrabajo = current.pathname.replace(/\/$/, '').toLowerCase() === base.toLowerCase();
  const params = new URLSearchParams(onTeletrabajo ? current.search : '');
  params.set(CLIENTE_PARAM, String(id));
  params.set(MODO_PARAM, 'view');
  return `${base}?${params.toString()}`;
}

/** The customer id in a URL's ?cliente= (not 'nuevo', not junk), else null. */
export function clienteIdOf(params: URLSearchParams): number | null {
  const value = params.get(CLIENTE_PARAM);
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}
