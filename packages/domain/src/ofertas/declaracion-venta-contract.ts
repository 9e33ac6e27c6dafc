import { z } from 'zod';
import { comercialRefSchema } from '../people/comercial-ref';
import { texto } from '../validators/campos';
import { modoDeclaracionSchema } from './declaracion-venta';

/**
 * Issue 29 §5 "Declaración de ventas": what the offer answer carries for the path and the status
 * control (`declaracion` of GET/PUT /api/atenciones/oferta/{id}/), the confirm and reject calls,
 * the pending list and the distributor's setting.
 */
export const solicitudActivacionSchema = z.object({
  /** The sale status asked for (4 Activada or 6 Activada Parcial). */
  estado: z.number().int(),
  estadoLabel: z.string().nullable(),
  solicitadaPor: comercialRefSchema.nullable(),
  solicitadaEl: z.string(),
});
export type SolicitudActivacion = z.infer<typeof solicitudActivacionSchema>;

export const declaracionOfertaSchema = z.object({
  modo: modoDeclaracionSchema,
  /** Whether the reader is the Manager of a team the offer's Comercial belongs to. */
  gestionaEquipo: z.boolean(),
  solicitud: solicitudActivacionSchema.nullable(),
  /** The last request's refusal, shown until the next request. */
  rechazo: z.object({ el: z.string(), motivo: z.string().nullable() }).nullable(),
});
export type DeclaracionOferta = z.infer<typeof declaracionOfertaSchema>;

export const RECHAZO_MOTIVO_MAX = 500;

/** POST …/activacion/rechazar/: why, optionally, for the Comercial to read. */
export const rechazoActivacionSchema = z.object({
  motivo: texto(RECHAZO_MOTIVO_MAX)
    .nullish()
    .transform((value) => value || null),
});
export type RechazoActivacion = z.output<typeof rechazoActivacionSchema>;

/** GET /api/atenciones/ofertas/activaciones-pendientes/: the requests the caller may answer. */
export const activacionPendienteSchema = z.object({
  oferta: z.number().int(),
  cliente: z.number().int(),
  clienteNombre: z.string(),
  comercial: comercialRefSchema.nullable(),
  estado: z.number().int(),
  estadoLabel: z.string().nullable(),
  solicitud: solicitudActivacionSchema,
});
export type ActivacionPendiente = z.infer<typeof activacionPendienteSchema>;
export const activacionesPendientesSchema = z.array(activacionPendienteSchema);

/**
 * GET /api/atenciones/ofertas/activaciones-pendientes/cuenta/ (Manager and above; the Dashboard):
 * the distributor's setting and how many of the requests above await the caller.
 */
export const cuentaActivacionesPendientesSchema = z.object({
  modo: modoDeclaracionSchema,
  pendientes: z.number().int(),
});
export type CuentaActivacionesPendientes = z.infer<typeof cuentaActivacionesPendientesSchema>;

/** GET and PUT /api/distribuidor/declaracion-ventas/ (PUT: Admin and above). */
export const declaracionVentasAjusteSchema = z.object({ modo: modoDeclaracionSchema });
export type DeclaracionVentasAjuste = z.infer<typeof declaracionVentasAjusteSchema>;
