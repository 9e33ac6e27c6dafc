import { z } from 'zod';
import { idSchema } from '../http/id';

/**
 * Issue 17 "Data protection" (RGPD / LOPDGDD): the right of access (one customer's data as one
 * xlsx), the right to erasure (anonymise a customer, irreversibly) and retention (per origin, the
 * never-contacted leads older than a period are purged). The spec shows no paths (recorded in the
 * decisions): GET /api/proteccion-datos/clientes/{id}/acceso/, POST …/clientes/{id}/suprimir/,
 * GET /api/proteccion-datos/retencion/, PUT …/retencion/{origen}/, GET …/{origen}/vista-previa/,
 * POST …/{origen}/purgar/.
 */

/** What the person must type to confirm an erasure. */
export const CONFIRMACION_SUPRESION = 'SUPRIMIR';
/** The name an erased customer keeps, so lists and figures still show a row. */
export const NOMBRE_SUPRIMIDO = 'Cliente suprimido';
/** A personal value in the audit log after an erasure (as the log shows secrets). */
export const VALOR_SUPRIMIDO = '•••';

/** Retention periods a SuperAdmin may choose, in days (a month to ten years); null keeps forever. */
export const RETENCION_MIN_DIAS = 30;
export const RETENCION_MAX_DIAS = 3650;
/** How many due leads the preview shows by name. */
export const VISTA_PREVIA_EJEMPLOS = 5;
/** Leads deleted per transaction by the purge. */
export const PURGA_LOTE = 500;

/** The spec has no data-protection messages: these are ours (recorded with the decisions). */
export const MENSAJES_PROTECCION = {
  confirmacion: `Escriba ${CONFIRMACION_SUPRESION} para confirmar`,
  yaSuprimido: 'Los datos de este cliente ya se suprimieron.',
  suprimidoNoEditable: 'Los datos de este cliente se suprimieron y no se pueden volver a editar.',
  suprimido: 'Datos del cliente suprimidos',
  origenNoEncontrado: 'No se ha encontrado el origen.',
  retencionDias: `Indique un número entero de días entre ${RETENCION_MIN_DIAS} y ${RETENCION_MAX_DIAS}, o déjelo vacío para conservar siempre`,
  sinRetencion: 'Este origen no tiene plazo de conservación: no hay nada que purgar.',
  retencionGuardada: 'Plazo de conservación guardado',
  errorAcceso: 'No se han podido descargar los datos del cliente',
  errorSupresion: 'No se han podido suprimir los datos del cliente',
  errorRetencion: 'No se han podido cargar los plazos de conservación',
  errorGuardar: 'No se ha podido guardar el plazo',
  errorVistaPrevia: 'No se ha podido calcular la vista previa',
  errorPurga: 'No se ha podido purgar el origen',
  sinOrigenes: 'No hay orígenes de base de datos',
  nadaQuePurgar: 'No hay contactos pendientes de purgar en este origen',
} as const;

/** POST …/clientes/{id}/suprimir/: the typed confirmation. */
export const suprimirSchema = z.object({
  confirmacion: z.literal(CONFIRMACION_SUPRESION, { error: MENSAJES_PROTECCION.confirmacion }),
});
export type Suprimir = z.infer<typeof suprimirSchema>;

/** What an erasure answers. */
export const supresionSchema = z.object({
  id: idSchema,
  nombre: z.string(),
  suprimido_el: z.string(),
  /** The customer's phones now on the do-not-call list. */
  telefonos_no_llamar: z.number().int(),
});
export type Supresion = z.infer<typeof supresionSchema>;

/** The customer's erasure state (the dialog's tab reads it). */
export const estadoSupresionSchema = z.object({
  id: idSchema,
  suprimido_el: z.string().nullable(),
});
export type EstadoSupresion = z.infer<typeof estadoSupresionSchema>;

/** `retencion_dias`: a whole number of days in range, or null (keep forever). */
export const retencionDiasSchema = z
  .number({ error: MENSAJES_PROTECCION.retencionDias })
  .int(MENSAJES_PROTECCION.retencionDias)
  .min(RETENCION_MIN_DIAS, MENSAJES_PROTECCION.retencionDias)
  .max(RETENCION_MAX_DIAS, MENSAJES_PROTECCION.retencionDias)
  .nullable();

/** PUT …/retencion/{origen}/. */
export const retencionBodySchema = z.object({ retencion_dias: retencionDiasSchema });
export type RetencionBody = z.infer<typeof retencionBodySchema>;

/** One origin with its period and how many of its leads are due now. */
export const origenRetencionSchema = z.object({
  id: idSchema,
  nombre: z.string(),
  retencion_dias: z.number().int().nullable(),
  /** Never-contacted leads of the origin older than the period (0 without a period). */
  pendientes: z.number().int(),
});
export type OrigenRetencion = z.infer<typeof origenRetencionSchema>;
export const origenesRetencionSchema = z.array(origenRetencionSchema);

/** GET …/retencion/{origen}/vista-previa/: how many the purge would remove now, a few by name. */
export const vistaPreviaSchema = z.object({
  origen: origenRetencionSchema,
  /** Leads created before this instant are due (null without a period). */
  limite: z.string().nullable(),
  total: z.number().int(),
  ejemplos: z.array(z.object({ id: idSchema, nombre: z.string(), created_on: z.string() })),
});
export type VistaPrevia = z.infer<typeof vistaPreviaSchema>;

/** The purge job's report (task-status `result.report`). */
export const resultadoPurgaSchema = z.object({ purgados: z.number().int() });
export type ResultadoPurga = z.infer<typeof resultadoPurgaSchema>;

/** The access file's name: `datos-cliente-<id>-<YYYY-MM-DD>.xlsx` (the day in Madrid). */
export const nombreFicheroAcceso = (clienteId: number, dia: string): string =>
  `datos-cliente-${clienteId}-${dia}.xlsx`;
