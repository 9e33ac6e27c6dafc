import { z } from 'zod';
import { mesSchema } from './objetivos-contract';

/**
 * The objectives' template through SPEC §7's write-xlsx and read-xlsx (issue 14): `POST
 * /api/utils/write-xlsx/ {table: 'objetivos', query: {month_year_updated_on}}` writes the month's
 * template as a job; `POST /api/utils/read-xlsx/` multipart `table=objetivos`, `mode`,
 * `month_year_updated_on`, then `file` reads it back as a job: the dry run reports every refused
 * cell, the apply writes the whole sheet or nothing. Admin and above (they write objectives).
 */
export const PLANTILLA_OBJETIVOS_TABLE = 'objetivos';

/** write-xlsx's `query` for the template: the month. */
export const plantillaObjetivosQuerySchema = z.object({ month_year_updated_on: mesSchema });

/** Refused cells the task's result lists. */
export const PLANTILLA_RECHAZOS_MAXIMOS = 500;

export const rechazoSchema = z.object({
  /** The cell as Excel names it ('E7'). */
  celda: z.string(),
  fila: z.number().int(),
  comercial: z.number().int().nullable(),
  motivo: z.string(),
});

export const plantillaReportSchema = z.object({
  mes: z.string(),
  mode: z.enum(['dry-run', 'apply']),
  /** Commercials and objectives the sheet holds (those of rows without refusals). */
  comerciales: z.number().int(),
  objetivos: z.number().int(),
  /** True only for an apply that wrote: any refused cell writes nothing. */
  aplicado: z.boolean(),
  rechazos: z.array(rechazoSchema),
  /** More refused cells than PLANTILLA_RECHAZOS_MAXIMOS. */
  truncated: z.boolean(),
});
export type PlantillaReport = z.infer<typeof plantillaReportSchema>;
