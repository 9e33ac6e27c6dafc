import { generatePath } from 'react-router';
import { idParamSchema } from '@ventas/domain/http/id';
import { WEB_ROUTES } from '@ventas/domain/permissions/web-routes';

/** The saved offer the configurator edits: `/offerconfigurator/{clienteId}?oferta={id}` (EDIT mode). */
export const OFERTA_PARAM = 'oferta';

/** Where an EDIT returns to: the calculator's month and commercial it was opened from. */
export const VOLVER_PARAM = 'volver';

/** The configurator for a customer: CREATE without an offer, EDIT with one (and the way back). */
export function ofertaConfiguratorPath(clienteId: number, ofertaId?: number, volver?: string): string {
  const path = generatePath(WEB_ROUTES.OfferConfigurator.path, { id: String(clienteId) });
  if (ofertaId === undefined) return path;
  const query = new URLSearchParams({ [OFERTA_PARAM]: String(ofertaId) });
  if (volver) query.set(VOLVER_PARAM, volver);
  return `${path}?${query.toString()}`;
}

/**
 * SPEC §4: after an EDIT the configurator goes to the calculator; to the month and commercial it
 * came from when `volver` names the calculator, never anywhere else (no open redirect).
 */
export function destinoTrasEditar(volver: string | null): string {
  const calculadora = WEB_ROUTES.calculadora.path;
  if (volver !== null && (volver === calculadora || volver.startsWith(`${calculadora}?`))) return volver;
  return calculadora;
}

/** An id from the URL by the API's one id rule, or null. */
export function idFromUrl(value: string | null | undefined): number | null {
  const result = idParamSchema.safeParse(value);
  return result.success ? result.data : null;
}
