import { labelOfCode } from '@ventas/domain/clientes/cliente-labels';
import { ETIQUETAS_TIPO_LINEA } from '@ventas/domain/ofertas/oferta-cotizacion';

/**
 * SPEC §3 line types (the contracts tab). A module apart from the other labels (display-labels.ts):
 * the line types' table lives beside the offer's quote schemas, which bring zod's schemas and
 * decimal.js with them, and Teletrabajo's list and filters need none of that (issue 29 §7).
 */
export const tipoLineaLabel = labelOfCode(ETIQUETAS_TIPO_LINEA);
