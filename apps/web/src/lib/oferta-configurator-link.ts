import { generatePath } from 'react-router';
import { WEB_ROUTES } from '@ventas/domain/permissions/web-routes';

// The configurator's address, which the customer's history, the calculator, the sale declarations
// and the configurator itself all link to: a screen's address, kept with the shared helpers so
// that linking to it does not tie those features to the offers feature (issue 32: no cycles).

/** The saved offer the configurator edits: `/offerconfigurator/{clienteId}?oferta={id}` (EDIT mode). */
export const OFERTA_PARAM = 'oferta';

/** Where the configurator returns to: the screen, with its query, it was opened from. */
export const VOLVER_PARAM = 'volver';

/** The configurator for a customer: CREATE without an offer, EDIT with one, and the way back. */
export function ofertaConfiguratorPath(clienteId: number, ofertaId?: number, volver?: string): string {
  const path = generatePath(WEB_ROUTES.OfferConfigurator.path, { id: String(clienteId) });
  const query = new URLSearchParams();
  if (ofertaId !== undefined) query.set(OFERTA_PARAM, String(ofertaId));
  if (volver) query.set(VOLVER_PARAM, volver);
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}
