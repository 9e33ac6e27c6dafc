import { z } from 'zod';
import { idParamSchema, idSchema } from '../http/id';
import { diasEnRango, MENSAJE_RANGO_INVERTIDO } from './holidays-contract';
import { diaSchema } from '../time/dia';

/**
 * SPEC §3 "Commercial availability" (id, commercial, begin, end): the periods a person works,
 * both days included; `end` null is open-ended. Path chosen beside the accounts (not in SPEC §7):
 * GET /api/cuentas/disponibilidades/?commercial=, POST, PUT/DELETE {id}/. Admin and above.
 */
export const MENSAJE_DISPONIBILIDAD_NO_ENCONTRADA = 'No se ha encontrado la disponibilidad';

/** The 400 of an overlapping period, naming the one it meets. */
export function mensajeDisponibilidadSolapada(otra: { begin: string; end: string | null }): string {
  const dia = (day: string) => day.split('-').reverse().join('/');
  const cual =
    otra.end === null ? `desde el ${dia(otra.begin)}, sin fin` : `del ${dia(otra.begin)} al ${dia(otra.end)}`;
  return `El periodo se solapa con otro de esta persona (${cual})`;
}

/**
 * Two periods of one person overlap when each begins on or before the other ends (both days
 * included; an open end never ends).
 */
export function periodosSeSolapan(
  a: { begin: string; end: string | null },
  b: { begin: string; end: string | null },
): boolean {
  return (a.end === null || b.begin <= a.end) && (b.end === null || a.begin <= b.end);
}

export const disponibilidadesQuerySchema = z.object({ commercial: idParamSchema });
export type DisponibilidadesQuery = z.infer<typeof disponibilidadesQuerySchema>;

export const disponibilidadFormSchema = z
  .object({
    commercial: idSchema,
    begin: diaSchema,
    end: diaSchema.nullish().transform((value) => value ?? null),
  })
  .strict()
  .superRefine((form, ctx) => {
    if (form.end !== null && diasEnRango(form.begin, form.end) < 1) {
      ctx.addIssue({ code: 'custom', path: ['end'], message: MENSAJE_RANGO_INVERTIDO });
    }
  });
export type DisponibilidadForm = z.infer<typeof disponibilidadFormSchema>;

export const disponibilidadSchema = z.object({
  id: z.number().int(),
  commercial: z.number().int(),
  begin: z.string(),
  end: z.string().nullable(),
});
export type Disponibilidad = z.infer<typeof disponibilidadSchema>;
