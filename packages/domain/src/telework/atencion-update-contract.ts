import { z } from 'zod';
import { startOfMadridDay } from '../time/madrid';
import { fecha, fechaHora } from '../validators/campos';

/**
 * PUT /api/atenciones/{id}/ {updated_on} (SPEC §4: "an attention can be marked updated, setting
 * updated_on to a given date"): an instant with its zone, or a Madrid day (its first instant).
 */
export const atencionUpdateSchema = z.object({
  updated_on: z
    .union([fechaHora, fecha])
    .transform((value) => (value.length === 10 ? startOfMadridDay(value) : new Date(value))),
});
export type AtencionUpdate = z.output<typeof atencionUpdateSchema>;
