import { z } from 'zod';
import { idParamSchema, idSchema } from '../http/id';
import { isAgendadoTimeAcceptable, RANGOS_AGENDADO } from './agendado-range';
import { ESTADOS_AGENDADO_EDITABLES, TIPOS_ENTRADA } from './atencion-constants';
import { TELEWORK_LIMITS } from './telework-limits';

/**
 * Telework payloads, one schema each for the web form and the API route (style.md: one zod
 * schema used by the browser form and by the server).
 */

export const MENSAJES_TELEWORK = {
  fechaHora: 'Fecha y hora no válidas (ISO 8601 con zona, p. ej. 2026-05-04T10:30:00+02:00)',
  fecha: 'Fecha no válida (AAAA-MM-DD)',
  fechaAgendadoObligatoria: 'Indique la fecha del agendado',
  fechaAgendadoPasada: 'La fecha del agendado no puede ser de hace más de un día',
  razonObligatoria: 'Indique la razón por la que no está interesado',
  gestionObligatoria: 'Seleccione la gestión',
  notaVacia: 'La nota no puede estar vacía',
  notaLarga: `La nota no puede superar ${TELEWORK_LIMITS.notaMaxLength} caracteres`,
  textoLargo: (max: number) => `El texto no puede superar ${max} caracteres`,
  mismoComercial: 'El comercial de destino debe ser distinto del de origen',
  rangoFechas: 'La fecha inicial no puede ser posterior a la final',
  rangoAgendado: 'Rango no válido: today, 3days, week, overdue o dos fechas AAAA-MM-DD (a,b)',
  sinCambios: 'Indique al menos un campo a modificar',
} as const;

const texto = (max: number) => z.string().trim().max(max, MENSAJES_TELEWORK.textoLargo(max));
const fechaHora = z.iso.datetime({ offset: true, error: MENSAJES_TELEWORK.fechaHora });
const fecha = z.iso.date({ error: MENSAJES_TELEWORK.fecha });

/** SPEC §3 "Other customer forms": schedule, no-interest and administration entries. */
export const nuevaEntradaSchema = z
  .object({
    cliente: idSchema,
    tipo: z.enum(TIPOS_ENTRADA),
    notas: texto(TELEWORK_LIMITS.notasAtencionMaxLength).nullish(),
    fechaAgendado: fechaHora.nullish(),
    razon: texto(TELEWORK_LIMITS.razonMaxLength).nullish(),
    tipoNoInteresado: texto(TELEWORK_LIMITS.tipoNoInteresadoMaxLength).nullish(),
    gestion: idSchema.nullish(),
    tipo_llamada: texto(TELEWORK_LIMITS.tipoLlamadaMaxLength).nullish(),
  })
  .superRefine((entrada, ctx) => {
    if (entrada.tipo === 'AGENDADO') {
      if (!entrada.fechaAgendado) {
        ctx.addIssue({
          code: 'custom',
          path: ['fechaAgendado'],
          message: MENSAJES_TELEWORK.fechaAgendadoObligatoria,
        });
      } else if (!isAgendadoTimeAcceptable(new Date(entrada.fechaAgendado), new Date())) {
        ctx.addIssue({
          code: 'custom',
          path: ['fechaAgendado'],
          message: MENSAJES_TELEWORK.fechaAgendadoPasada,
        });
      }
    }
    if (entrada.tipo === 'NO_INTERESADO' && !entrada.razon) {
      ctx.addIssue({ code: 'custom', path: ['razon'], message: MENSAJES_TELEWORK.razonObligatoria });
    }
    if (entrada.tipo === 'GESTION' && !entrada.gestion) {
      ctx.addIssue({ code: 'custom', path: ['gestion'], message: MENSAJES_TELEWORK.gestionObligatoria });
    }
  });
export type NuevaEntrada = z.infer<typeof nuevaEntradaSchema>;

/** PUT /api/atenciones/agendado/{id}/: move, annotate or close a pending callback. */
export const agendadoUpdateSchema = z
  .object({
    fechaAgendado: fechaHora
      .refine(
        (value) => isAgendadoTimeAcceptable(new Date(value), new Date()),
        MENSAJES_TELEWORK.fechaAgendadoPasada,
      )
      .optional(),
    notas: texto(TELEWORK_LIMITS.notasAtencionMaxLength).nullable().optional(),
    estado: z.enum(ESTADOS_AGENDADO_EDITABLES).optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), MENSAJES_TELEWORK.sinCambios);
export type AgendadoUpdate = z.infer<typeof agendadoUpdateSchema>;

/** POST /api/atenciones/move-scheduled/: hand one commercial's pending callbacks to another. */
export const moveScheduledSchema = z
  .object({ origin: idSchema, destination: idSchema })
  .refine((body) => body.origin !== body.destination, {
    path: ['destination'],
    message: MENSAJES_TELEWORK.mismoComercial,
  });

/** SPEC §3 "Other customer forms" note: the author is always the caller, whatever is sent. */
export const notaClienteSchema = z.object({
  comercial: z.unknown().optional(),
  nota: z
    .string({ error: MENSAJES_TELEWORK.notaVacia })
    .trim()
    .min(1, MENSAJES_TELEWORK.notaVacia)
    .max(TELEWORK_LIMITS.notaMaxLength, MENSAJES_TELEWORK.notaLarga),
  cliente: idSchema,
});
export type NotaClienteInput = z.infer<typeof notaClienteSchema>;

/** GET /api/clientes/agendados/: a named window and/or whole Madrid days, and whose. */
/** `range` as a pair of days: `range=a,b` or `range[]=a&range[]=b` (docs/decisions.md 51). */
const dayPair = z
  .array(fecha)
  .length(2, MENSAJES_TELEWORK.rangoAgendado)
  .transform(([after, before]) => ({ after: after as string, before: before as string }))
  .refine((days) => days.after <= days.before, MENSAJES_TELEWORK.rangoFechas);

/** A named window, or a pair of days however the query string wrote it; anything else is a 400. */
const rangeParam = z.preprocess(
  (value) => {
    const values = (Array.isArray(value) ? value : [value]).flatMap((item) =>
      typeof item === 'string' ? item.split(',') : [item],
    );
    return values.length === 1 ? values[0] : values;
  },
  z.union([z.enum(RANGOS_AGENDADO), dayPair], { error: MENSAJES_TELEWORK.rangoAgendado }),
);

export const agendadosQuerySchema = z
  .preprocess(
    // Fastify's query parser keeps `range[]` under its own name.
    (raw) => {
      if (typeof raw !== 'object' || raw === null || !('range[]' in raw)) return raw;
      const { 'range[]': bracketed, ...rest } = raw as Record<string, unknown>;
      return { ...rest, range: 'range' in rest ? [rest.range, bracketed].flat() : bracketed };
    },
    z.object({
      range: rangeParam.optional(),
      fecha_agendado_after: fecha.optional(),
      fecha_agendado_before: fecha.optional(),
      /** An account id, or 'null' for the unassigned ones. */
      comercial: z.union([z.literal('null'), idParamSchema]).optional(),
    }),
  )
  .refine(
    (query) =>
      !query.fecha_agendado_after ||
      !query.fecha_agendado_before ||
      query.fecha_agendado_after <= query.fecha_agendado_before,
    { path: ['fecha_agendado_before'], message: MENSAJES_TELEWORK.rangoFechas },
  );
export type AgendadosQuery = z.infer<typeof agendadosQuerySchema>;
