import type { TipoDocumento } from '../validators/documento';
import { labelOfCode } from '../labels/code-label';

/**
 * Spanish labels of the customer's codes: the one table the web app shows (chips, filters) and the
 * API writes into the xlsx export, so the screen and the file never disagree.
 */

export { humanizeCode, labelOfCode } from '../labels/code-label';

/** A customer's commercial state (SPEC §3), set by the attentions recorded on it. */
export const ESTADOS_CLIENTE = ['NUEVO', 'AGENDADO', 'NO_INTERESADO', 'OFERTA', 'VENDIDO'] as const;
export type EstadoCliente = (typeof ESTADOS_CLIENTE)[number];

export const ESTADO_CLIENTE_LABELS: Readonly<Record<EstadoCliente, string>> = {
  NUEVO: 'Nuevo',
  AGENDADO: 'Agendado',
  NO_INTERESADO: 'No interesado',
  OFERTA: 'Oferta',
  VENDIDO: 'Vendido',
};
export const estadoClienteLabel = labelOfCode(ESTADO_CLIENTE_LABELS);

/** Acronyms stay in capitals; the two words read as words. */
export const TIPO_DOCUMENTO_LABELS: Readonly<Record<TipoDocumento, string>> = {
  DNI: 'DNI',
  NIE: 'NIE',
  CIF: 'CIF',
  PASAPORTE: 'Pasaporte',
  OTRO: 'Otro',
};
export const tipoDocumentoLabel = labelOfCode(TIPO_DOCUMENTO_LABELS);

/** An attention's type and state as the history, the lists and the xlsx write them. */
export const tipoAtencionLabel = labelOfCode({
  AGENDADO: 'Agendado',
  NO_INTERESADO: 'No interesado',
  GESTION: 'Gestión',
  OFERTA: 'Oferta',
});

export const estadoAtencionLabel = labelOfCode({
  PENDIENTE: 'Pendiente',
  REALIZADO: 'Realizado',
  CANCELADO: 'Cancelado',
  REPROGRAMADO: 'Reprogramado',
});
