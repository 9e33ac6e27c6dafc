import { z } from 'zod';
import { idParamSchema, idSchema } from '../http/id';
import { diaSchema, diasEnRango, MENSAJE_RANGO_INVERTIDO } from './holidays-contract';

/**
 * SPEC §3 "Commercial availability" (id, commercial, begin, end): the periods a person works,
 * both days included; `end` null is open-ended. Path chosen beside the accounts (not in SPEC §7):
 * GET /api/cuentas/disponibilidades/?commercial=, POST, PUT/DELETE {id}/. Admin and above.
 */
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
