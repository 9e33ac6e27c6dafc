import { labelOfCode } from '@ventas/domain/clientes/cliente-labels';

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

/** SPEC §3 package statuses; VUELO is an order in flight. */
export const estadoPaqueteLabel = labelOfCode({
  ACTIVO: 'Activo',
  CANCELADO: 'Cancelado',
  VUELO: 'En vuelo',
});

export const tipoLineaLabel = labelOfCode({
  LINEA_PRINCIPAL: 'Línea principal',
  LINEA_ADICIONAL: 'Línea adicional',
  LINEA_ADICIONAL_SVA: 'Línea adicional SVA',
});

/** SPEC §3 tariff categories. */
export const TARIFF_CATEGORY_LABELS: Record<string, string> = {
  fixed_line: 'Fijo',
  mobile_fixed_line: 'Fijo y móvil',
  convergent: 'Convergente',
  mobile_line: 'Móvil',
};
export const tariffCategoryLabel = labelOfCode(TARIFF_CATEGORY_LABELS);
