import { z } from 'zod';
import { idParamSchema, idSchema } from '../http/id';
import { amountOutSchema, amountSchema } from '../money/decimal-amount';
import { TIPOS_REWARD, type BolsaMes } from './bolsa';
import { comercialElegibleSchema, mesSchema } from './objetivos-contract';

/**
 * SPEC §3 Pool and §7 `/api/calculadora/reward/` and `bolsa_mes/`: a commercial's pools of a
 * month with the rewards that put them in play (bolsa.ts has the rule).
 */
const rewardFormSchema = z
  .object({
    reward_type: z.enum(TIPOS_REWARD, { error: 'Tipo de bonificación no válido' }).nullable(),
    amount: amountSchema(2),
  })
  .nullable()
  .default(null);

export const rewardFormBodySchema = z.object({
  comercial: idSchema,
  fecha: mesSchema,
  bolsa: amountSchema(2),
  bolsa_recomendado: amountSchema(2).default('0.00'),
  /** The recommender account the recommended pool came through. */
  recomendado: idSchema.nullable().default(null),
  reward: rewardFormSchema,
  reward_recomendado: rewardFormSchema,
});
export type RewardForm = z.infer<typeof rewardFormBodySchema>;

const rewardSchema = z.object({ reward_type: z.enum(TIPOS_REWARD).nullable(), amount: amountOutSchema });

export const rewardRowSchema = z.object({
  id: z.number().int(),
  comercial: z.number().int(),
  fecha: z.string(),
  bolsa: amountOutSchema,
  bolsa_recomendado: amountOutSchema,
  recomendado: z.number().int().nullable(),
  reward: rewardSchema.nullable(),
  reward_recomendado: rewardSchema.nullable(),
});
export type RewardRow = z.infer<typeof rewardRowSchema>;
export const rewardListSchema = z.array(rewardRowSchema);

export const rewardQuerySchema = z.object({
  month_year_updated_on: mesSchema.optional(),
  comercial: idParamSchema.optional(),
});

export const bolsaMesResponseSchema = z.object({
  mes: z.string(),
  comercial: comercialElegibleSchema,
  /** The month's pools; null when none was set for the commercial. */
  reward: rewardRowSchema.nullable(),
  bolsa_en_juego: amountOutSchema,
  avisos: z.array(z.string()),
});

/** The pool rule's input from a stored row: no row is an empty pool without a reward. */
export function bolsaDeFila(row: RewardRow | null): BolsaMes {
  return {
    bolsa: row?.bolsa ?? '0',
    bolsa_recomendado: row?.bolsa_recomendado ?? '0',
    reward: row?.reward ?? null,
    reward_recomendado: row?.reward_recomendado ?? null,
  };
}
