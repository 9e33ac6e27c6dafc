import { z } from 'zod';
import { idParamSchema, idSchema } from '../http/id';
import { isAgendadoTimeAcceptable, RANGOS_AGENDADO } from './agendado-range';
import { ESTADOS_AGENDADO_EDITABLES } from './atencion-constants';
import {
  entradaAnidadaSchema,
  entradaPlanaSchema,
  formaDeEntrada,
  MENSAJES_ENTRADA,
  type EntradaPlana,
} from './nueva-entrada-formas';
import { fecha, fechaHora, texto } from '../validators/campos';
import { MENSAJES_TELEWORK } from './telework-fields';
import { TELEWORK_LIMITS } from './telework-limits';

/**
 * Telework payloads, one schema each for the web form and the API route (style.md: one zod
 * schema used by the browser form and by the server).
 */

/**
 * POST /api/atenciones/entradas/ (SPEC §3 "Other customer forms": schedule, no-interest and
 * administration entries), in either shape of nueva-entrada-formas.ts: the flat one of the web form
 * or the nested one of SPEC §3. The shape is picked before validating, so each shape's issues name
 * the fields as that shape writes them (`agendado.fechaAgendado`, not `fechaAgendado`), and a body
 * of both shapes is refused rather than guessed at; a union of the two would answer one unnamed
 * error instead. Either way the result is the flat command.
 */
export const nuevaEntradaSchema = z.unknown().transform((body, ctx): EntradaPlana => {
  const { anidada, camposMezclados } = formaDeEntrada(body);
  for (const campo of camposMezclados) {
    ctx.addIssue({ code: 'custom', path: [campo], message: MENSAJES_ENTRADA.formaMezclada });
  }
  if (camposMezclados.length > 0) return z.NEVER;
  const result = (anidada ? entradaAnidadaSchema : entradaPlanaSchema).safeParse(body);
  if (result.success) return result.data;
  for (const { path, message } of result.error.issues) ctx.addIssue({ code: 'custom', path, message });
  return z.NEVER;
});
export type NuevaEntrada = z.output<typeof nuevaEntradaSchema>;

/** A callback's new time: an instant with its zone, late by a day at most (decision 22). */
const nuevaFechaAgendado = fechaHora.refine(
  (value) => isAgendadoTimeAcceptable(new Date(value), new Date()),
  MENSAJES_TELEWORK.fechaAgendadoPasada,
);
const notasAgendado = texto(TELEWORK_LIMITS.notasAtencionMaxLength).nullable();

/** PUT /api/atenciones/agendado/{id}/: move, annotate or close a pending callback. */
export const agendadoUpdateSchema = z
  .object({
    fechaAgendado: nuevaFechaAgendado.optional(),
    notas: notasAgendado.optional(),
    estado: z.enum(ESTADOS_AGENDADO_EDITABLES).optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), MENSAJES_TELEWORK.sinCambios);
export type AgendadoUpdate = z.infer<typeof agendadoUpdateSchema>;

/** The web's "Cambiar fecha" form: that PUT's body with the new time required. */
export const cambioFechaAgendadoSchema = z.object({
  fechaAgendado: z
    .string({ error: MENSAJES_TELEWORK.fechaAgendadoObligatoria })
    .min(1, MENSAJES_TELEWORK.fechaAgendadoObligatoria)
    .pipe(nuevaFechaAgendado),
  notas: notasAgendado,
}) satisfies z.ZodType<AgendadoUpdate>;

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
/** `range` as a pair of days: `range=a,b` or `range[]=a&range[]=b` (docs/decisions/ 51). */
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
