import { WEB_ROUTES } from '@ventas/domain/permissions/web-routes';
import { CLIENTE_PARAM, MODO_PARAM } from '../clientes/clientes.public';
import { teletrabajoUrl } from '../teletrabajo/teletrabajo.public';

/** The open import record in the URL of either tab (`?tab=importar&importacion=12`): a reload keeps it. */
export const IMPORTACION_PARAM = 'importacion';

/** The import's id in the URL, or null for none or junk. */
export function importacionIdOf(params: URLSearchParams): number | null {
  const value = params.get(IMPORTACION_PARAM);
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/** The existing customer a duplicate matches, in Teletrabajo's dialog (view mode). */
export const clienteHref = (id: number) =>
  `${WEB_ROUTES.teletrabajo.path}?${CLIENTE_PARAM}=${id}&${MODO_PARAM}=view`;

/** The origin's customers in Teletrabajo, with the list's own filter codec. */
export const clientesDelOrigenHref = (origen: number) => teletrabajoUrl({ origenBbdd: [String(origen)] });

/** /databaseManagement's Reparto tab with the origin chosen (that tab reads `origen`). */
export const repartoHref = (origen: number) =>
  `${WEB_ROUTES.databaseManagement.path}?tab=reparto&origen=${origen}`;
