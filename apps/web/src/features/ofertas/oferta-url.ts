import { generatePath } from 'react-router';
import { idParamSchema } from '@ventas/domain/http/id';
import { WEB_ROUTES } from '@ventas/domain/permissions/web-routes';

/** The saved offer the configurator edits: `/offerconfigurator/{clienteId}?oferta={id}` (EDIT mode). */
export const OFERTA_PARAM = 'oferta';

/** The configurator for a customer: CREATE without an offer, EDIT with one. */
export function ofertaConfiguratorPath(clienteId: number, ofertaId?: number): string {
  const path = generatePath(WEB_ROUTES.OfferConfigurator.path, { id: String(clienteId) });
  return ofertaId === undefined ? path : `${path}?${OFERTA_PARAM}=${ofertaId}`;
}

/** An id from the URL by the API's one id rule, or null. */
export function idFromUrl(value: string | null | undefined): number | null {
  const result = idParamSchema.safeParse(value);
  return result.success ? result.data : null;
}
