import { labelOfCode } from '@ventas/domain/clientes/cliente-labels';
import { ETIQUETAS_ESTADO_PAQUETE } from '@ventas/domain/telework/paquete-estados';

/**
 * Spanish labels for the codes the API sends (estados, tipos), so no raw key reaches the screen.
 * The customer's own labels live in the domain (`@ventas/domain/clientes/cliente-labels`): the
 * xlsx export writes the same words. Unknown codes fall back to a readable form of the code.
 */
export {
  estadoAtencionLabel,
  estadoClienteLabel,
  humanizeCode,
  tipoAtencionLabel,
  tipoDocumentoLabel,
} from '@ventas/domain/clientes/cliente-labels';
// Re-exported from a module of its own: importing the other labels never brings its offer schemas.
export { tipoLineaLabel } from './tipo-linea-label';

/** SPEC §3 package statuses; the table is the domain's, shared with the operator tabs. */
export const estadoPaqueteLabel = labelOfCode(ETIQUETAS_ESTADO_PAQUETE);

/** SPEC §3 tariff categories. */
export const TARIFF_CATEGORY_LABELS: Record<string, string> = {
  fixed_line: 'Fijo',
  mobile_fixed_line: 'Fijo y móvil',
  convergent: 'Convergente',
  mobile_line: 'Móvil',
};
export const tariffCategoryLabel = labelOfCode(TARIFF_CATEGORY_LABELS);
