// SPEC §3 "Attention": every contact with a customer is one attention; `tipo` says which variant.
export const TIPOS_ATENCION = ['AGENDADO', 'NO_INTERESADO', 'GESTION', 'OFERTA'] as const;
export type TipoAtencion = (typeof TIPOS_ATENCION)[number];

/** The variants POST /api/atenciones/entradas/ records; offers come from the configurator. */
export const TIPOS_ENTRADA = ['AGENDADO', 'NO_INTERESADO', 'GESTION'] as const;
export type TipoEntrada = (typeof TIPOS_ENTRADA)[number];

/**
 * Attention states. An agendado starts PENDIENTE and ends REALIZADO or CANCELADO, or
 * REPROGRAMADO when a newer agendado replaces it; the other variants are done when recorded.
 */
export const ESTADOS_ATENCION = ['PENDIENTE', 'REALIZADO', 'CANCELADO', 'REPROGRAMADO'] as const;
export type EstadoAtencion = (typeof ESTADOS_ATENCION)[number];

/** The states a user may set by hand on a pending agendado (REPROGRAMADO is set by the server). */
export const ESTADOS_AGENDADO_EDITABLES = ['PENDIENTE', 'REALIZADO', 'CANCELADO'] as const;
export type EstadoAgendadoEditable = (typeof ESTADOS_AGENDADO_EDITABLES)[number];

/** The state each new entry starts in. */
export const ESTADO_INICIAL_ENTRADA: Record<TipoEntrada, EstadoAtencion> = {
  AGENDADO: 'PENDIENTE',
  NO_INTERESADO: 'REALIZADO',
  GESTION: 'REALIZADO',
};

/**
 * What each entry does to the customer's pending agendados: a new one replaces them
 * (REPROGRAMADO); "no interesado" cancels them, as nobody will call back a customer who said no
 * (docs/decisions/ 52); a gestión leaves them.
 */
export const ESTADO_AGENDADOS_PENDIENTES_TRAS_ENTRADA: Record<TipoEntrada, EstadoAtencion | null> = {
  AGENDADO: 'REPROGRAMADO',
  NO_INTERESADO: 'CANCELADO',
  GESTION: null,
};

/** The customer's estado after each entry; null keeps it as it was (a gestión is not an outcome). */
export const ESTADO_CLIENTE_TRAS_ENTRADA: Record<TipoEntrada, string | null> = {
  AGENDADO: 'AGENDADO',
  NO_INTERESADO: 'NO_INTERESADO',
  GESTION: null,
};
