import { ofertaConfiguratorPath } from '../../ofertas/ofertas.public';

/**
 * Where the configurator should send the user back after an EDIT: this screen with its month and
 * commercial. The configurator does not read it yet (it goes to the bare calculator path); the
 * change it needs is in .scratch/decisions-calculadora-web.md.
 */
export const VOLVER_PARAM = 'volver';

/** The configurator in EDIT mode for a saved offer, carrying the way back to `volver`. */
export function ofertaEnEdicion(clienteId: number, ofertaId: number, volver: string): string {
  return `${ofertaConfiguratorPath(clienteId, ofertaId)}&${VOLVER_PARAM}=${encodeURIComponent(volver)}`;
}
