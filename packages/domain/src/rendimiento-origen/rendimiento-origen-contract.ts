import { z } from 'zod';
import { INVALID_DAY, isFilterDay } from '../http/list-filters';

/**
 * `GET /api/rendimiento-origen/?after=&before=` (issue 17, SuperAdmin): per lead origin, the
 * figures of rendimiento-origen.ts for the leads created on those Madrid days (either end may be
 * left open; none: every lead), a row for the customers with no origin and the total row.
 */

export const SIN_ORIGEN = 'Sin origen';

export const MENSAJES_RENDIMIENTO = {
  fechas: 'La fecha de inicio es posterior a la de fin',
  vacio: 'No hay orígenes ni clientes que mostrar',
  error: 'No se pudo cargar el rendimiento por origen.',
} as const;

/** A Madrid day 'YYYY-MM-DD'; empty is no bound, as the list reads its ranges. */
const dia = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined)
  .refine((value) => value === undefined || isFilterDay(value), INVALID_DAY);

export const rendimientoQuerySchema = z
  .object({ after: dia, before: dia })
  .refine((q) => !q.after || !q.before || q.after <= q.before, {
    message: MENSAJES_RENDIMIENTO.fechas,
    path: ['before'],
  });
export type RendimientoQuery = z.infer<typeof rendimientoQuerySchema>;

const cuenta = z.number().int();
const conversion = z.number().nullable();

export const cifrasOrigenSchema = z.object({
  leads: cuenta,
  contactados: cuenta,
  agendados: cuenta,
  no_interesados: cuenta,
  con_oferta: cuenta,
  vendidos: cuenta,
  /** vendidos / leads, % with one decimal; null without leads. */
  conversion_leads: conversion,
  /** vendidos / contactados, % with one decimal; null without contacted customers. */
  conversion_contactados: conversion,
});
export type CifrasOrigen = z.infer<typeof cifrasOrigenSchema>;

/** One origin's row; `origen` null is the customers with none (SIN_ORIGEN). */
export const filaOrigenSchema = cifrasOrigenSchema.extend({
  origen: z.number().int().nullable(),
  nombre: z.string(),
});
export type FilaOrigen = z.infer<typeof filaOrigenSchema>;

export const rendimientoOrigenSchema = z.object({
  filas: z.array(filaOrigenSchema),
  /** Every customer once, whatever its origin. */
  total: cifrasOrigenSchema,
});
export type RendimientoOrigen = z.infer<typeof rendimientoOrigenSchema>;
