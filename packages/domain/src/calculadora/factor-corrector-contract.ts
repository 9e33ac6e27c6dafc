import { Decimal } from 'decimal.js';
import { z } from 'zod';
import { idSchema } from '../http/id';
import { amountOutSchema, amountSchema } from '../money/decimal-amount';

/**
 * SPEC §3 Correction factor list and its form (id, factor_details, commercials,
 * commercial_id_arr); `/api/calculadora/factorcorrector/`. factor-corrector.ts has the rule.
 */
export const MAX_TRAMOS = 50;
export const MAX_COMERCIALES_LISTA = 1000;

const tramoFormSchema = z.object({
  porcentaje_maximo: amountSchema(2, { max: new Decimal('99999.99') }),
  factor_corrector: amountSchema(4, { max: new Decimal('99.9999') }),
});

/**
 * The name a list gets when its form has none: SPEC §3's form has no name (id, factor_details,
 * commercials, commercial_id_arr), so a client written from it sends none. `numero` is one more
 * than the lists the distributor has.
 */
export const nombreFactorPorDefecto = (numero: number): string => `Factor corrector ${numero}`;

export const factorCorrectorFormSchema = z.object({
  /** Present: the list is replaced (POST is the only write the spec shows). */
  id: idSchema.optional(),
  /** Left out (the spec's form): a new list is named nombreFactorPorDefecto, a replaced one keeps its name. */
  nombre: z.string().trim().min(1, 'Indique el nombre').max(100, 'Máximo 100 caracteres').optional(),
  factor_details: z.array(tramoFormSchema).min(1, 'Añada al menos un tramo').max(MAX_TRAMOS),
  commercial_id_arr: z.array(idSchema).max(MAX_COMERCIALES_LISTA).default([]),
});
export type FactorCorrectorForm = z.infer<typeof factorCorrectorFormSchema>;

export const factorCorrectorSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  factor_details: z.array(
    z.object({ porcentaje_maximo: amountOutSchema, factor_corrector: amountOutSchema }),
  ),
  commercials: z.array(z.object({ id: z.number().int(), nombre: z.string() })),
  commercial_id_arr: z.array(z.number().int()),
});
export type FactorCorrector = z.infer<typeof factorCorrectorSchema>;
export const factorCorrectorListSchema = z.array(factorCorrectorSchema);
