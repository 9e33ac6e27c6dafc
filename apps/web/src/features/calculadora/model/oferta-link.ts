import { ofertaConfiguratorPath } from '../../../lib/oferta-configurator-link';

/** The configurator in EDIT mode for a saved offer; after saving it comes back to `volver`. */
export function ofertaEnEdicion(clienteId: number, ofertaId: number, volver: string): string {
  return ofertaConfiguratorPath(clienteId, ofertaId, volver);
}
