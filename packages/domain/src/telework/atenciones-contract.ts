import { z } from 'zod';
import { comercialRefSchema } from '../people/comercial-ref';

/** SPEC §3 "Offer (agendado)" as the history shows it; money as exact decimal strings. */
export const ofertaSummarySchema = z.object({
  id: z.number().int(),
  estado: z.number().int(),
  estadoLabel: z.string().nullable(),
  tipoOferta: z.string().nullable(),
  isp: z.string().nullable(),
  razonNoInteresado: z.string().nullable(),
  tipoIva: z.string().nullable(),
  precioAnterior: z.string().nullable(),
  precioTotal: z.string().nullable(),
  numeroComercial: z.string().nullable(),
  notas: z.string().nullable(),
  fechaVenta: z.string().nullable(),
});
export type OfertaSummary = z.infer<typeof ofertaSummarySchema>;

/**
 * SPEC §3 "Attention": one entry of a customer's history (GET /api/atenciones/historico/{id},
 * GET and POST /api/atenciones/entradas/); only its own variant is filled.
 */
export const atencionViewSchema = z.object({
  id: z.number().int(),
  updated_on: z.string(),
  comercial: comercialRefSchema.nullable(),
  fechaContacto: z.string(),
  estado: z.string(),
  cliente: z.number().int(),
  notas: z.string().nullable(),
  /** One of TIPOS_ATENCION (atencion-constants.ts). */
  tipo: z.string(),
  tipo_llamada: z.string().nullable(),
  agendado: z.object({ fechaAgendado: z.string().nullable() }).nullable(),
  no_interesado: z.object({ razon: z.string().nullable(), tipo: z.string().nullable() }).nullable(),
  gestion: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  oferta: ofertaSummarySchema.nullable(),
});
export type AtencionView = z.infer<typeof atencionViewSchema>;

export const historicoSchema = z.array(atencionViewSchema);

/**
 * SPEC §3 "Package line" contract fields of one live package (ACTIVO, or VUELO = in flight):
 * GET /api/atenciones/contracts/{id}.
 */
export const contractSchema = z.object({
  id: z.number().int(),
  oferta_id: z.number().int(),
  estado: z.string(),
  en_vuelo: z.boolean(),
  tipo_linea: z.string(),
  isp: z.string().nullable(),
  segmento: z.string().nullable(),
  tariff_category: z.string().nullable(),
  servicios: z.array(z.string()),
  permanence_end: z.string().nullable(),
  estado_servicio: z.string().nullable(),
  package_id: z.string().nullable(),
  sfid: z.string().nullable(),
  order_id: z.string().nullable(),
  tarifa_nombre: z.string().nullable(),
  lineas_asociadas: z.array(z.string()),
  created_on: z.string(),
});
export type Contract = z.infer<typeof contractSchema>;

export const contractsSchema = z.array(contractSchema);

/**
 * One pending callback as the agendados list, the dashboard and the calendar show it
 * (GET /api/clientes/agendados/, PUT /api/atenciones/agendado/{id}/).
 */
export const agendadoViewSchema = z.object({
  id: z.number().int(),
  fechaAgendado: z.string().nullable(),
  estado: z.string(),
  notas: z.string().nullable(),
  cliente: z.object({
    id: z.number().int(),
    nombre: z.string(),
    telefonos: z.array(z.string()),
    /** Which of `telefonos` are on the do-not-call list (decision 152): never offered as a call. */
    telefonos_no_llamar: z.array(z.string()),
  }),
  comercial: comercialRefSchema.nullable(),
});
export type AgendadoView = z.infer<typeof agendadoViewSchema>;

export const agendadosSchema = z.array(agendadoViewSchema);

/**
 * GET /api/clientes/agendados/cuenta/ (issue 31, the top bar's bell): how many pending callbacks
 * the list's own query picks, without the list's cap.
 */
export const agendadosCuentaSchema = z.object({ count: z.number().int().nonnegative() });
export type AgendadosCuenta = z.infer<typeof agendadosCuentaSchema>;

/** POST /api/atenciones/move-scheduled/: callbacks moved, and how many customers they belong to. */
export const moveScheduledResultSchema = z.object({ moved: z.number().int(), clientes: z.number().int() });
export type MoveScheduledResult = z.infer<typeof moveScheduledResultSchema>;
