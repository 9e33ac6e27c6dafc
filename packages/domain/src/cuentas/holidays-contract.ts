import { z } from 'zod';
import { idParamSchema, INVALID_ID, MAX_ID } from '../http/id';
import { INVALID_DAY, isFilterDay } from '../http/list-filters';
import { diaSchema } from '../time/dia';

/**
 * SPEC §3 Holiday and §7 Holidays (issue 14): a commercial's days off, both ends included.
 * GET /api/cuentas/holidays/?start=&end=[&commercial=], POST, PUT/DELETE {id}/.
 */

/** The longest range a query or a holiday may span: a leap year. */
export const MAX_DIAS_RANGO = 366;
export const MAX_DESCRIPCION_HOLIDAY = 200;
export const MENSAJE_RANGO_INVERTIDO = 'La fecha de fin no puede ser anterior a la de inicio';
export const MENSAJE_RANGO_LARGO = `El rango no puede superar ${MAX_DIAS_RANGO} días`;

/** Issue 16: one commercial's holidays never share a day (both ends included). */
export function mensajeVacacionesSolapadas(otra: { start_date: string; end_date: string }): string {
  const dia = (day: string) => day.split('-').reverse().join('/');
  return `Las fechas se solapan con otras vacaciones de este comercial (del ${dia(otra.start_date)} al ${dia(otra.end_date)})`;
}

const MS_DIA = 86_400_000;
/** Days from `desde` to `hasta`, both included ('2026-01-01'..'2026-01-01' is 1). */
export const diasEnRango = (desde: string, hasta: string) =>
  Math.round((Date.parse(`${hasta}T00:00:00Z`) - Date.parse(`${desde}T00:00:00Z`)) / MS_DIA) + 1;

/** end ≥ start and at most a leap year, reported on `field`. */
function rangoValido<T>(start: (value: T) => string, end: (value: T) => string, field: string) {
  return (value: T, ctx: z.RefinementCtx) => {
    const dias = diasEnRango(start(value), end(value));
    if (dias < 1) ctx.addIssue({ code: 'custom', path: [field], message: MENSAJE_RANGO_INVERTIDO });
    else if (dias > MAX_DIAS_RANGO)
      ctx.addIssue({ code: 'custom', path: [field], message: MENSAJE_RANGO_LARGO });
  };
}

export const holidaysQuerySchema = z
  .object({
    start: diaSchema,
    end: diaSchema,
    /** One commercial's holidays; everyone the caller may read when absent. */
    commercial: idParamSchema.optional(),
  })
  .superRefine(
    rangoValido(
      (q) => q.start,
      (q) => q.end,
      'end',
    ),
  );
export type HolidaysQuery = z.infer<typeof holidaysQuerySchema>;

/** A missing field asks for itself; a wrong one keeps the shared message. */
const siFalta =
  (falta: string, invalido: string) =>
  (issue: { input: unknown }): string =>
    issue.input === undefined ? falta : invalido;
const diaPedido = (falta: string) =>
  z.string({ error: siFalta(falta, INVALID_DAY) }).refine(isFilterDay, INVALID_DAY);

export const holidayFormSchema = z
  .object({
    commercial: z
      .number({ error: siFalta('Elija un comercial', INVALID_ID) })
      .int(INVALID_ID)
      .positive(INVALID_ID)
      .max(MAX_ID, INVALID_ID),
    start_date: diaPedido('Indique el primer día'),
    end_date: diaPedido('Indique el último día'),
    descripcion: z
      .string({ error: 'Descripción no válida' })
      .trim()
      .max(MAX_DESCRIPCION_HOLIDAY, `Máximo ${MAX_DESCRIPCION_HOLIDAY} caracteres`)
      .default(''),
  })
  .superRefine(
    rangoValido(
      (f) => f.start_date,
      (f) => f.end_date,
      'end_date',
    ),
  );
export type HolidayForm = z.infer<typeof holidayFormSchema>;

export const holidaySchema = z.object({
  id: z.number().int(),
  commercial: z.number().int(),
  commercial_nombre: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  descripcion: z.string(),
});
export type HolidayRow = z.infer<typeof holidaySchema>;
