import { z } from 'zod';
import { defineCall } from '../http/api-call';
import { badRequestSchema, detailSchema } from '../http/error-contract';
import { idParamSchema, idPathSchema, idSchema } from '../http/id';
import { API_ACCESS } from '../permissions/api-rules';
import { rewardFormBodySchema, rewardListSchema, rewardQuerySchema, rewardRowSchema } from './bolsa-contract';
import {
  factorCorrectorFormSchema,
  factorCorrectorListSchema,
  factorCorrectorSchema,
} from './factor-corrector-contract';
import { teamFormSchema, teamListSchema, teamSchema } from './teams-contract';

/**
 * SPEC §7 lists `DELETE /api/calculadora/factorcorrector/` and `/reward/` without an id in the
 * path: a client written from it sends the id in the query or the body (issue 29 §4). Both are
 * accepted beside the `{id}/` form the web uses.
 */
const borrarSinRuta = <const P extends string>(path: P) =>
  defineCall({
    method: 'DELETE',
    path,
    access: API_ACCESS.admin,
    query: z.object({ id: idParamSchema.optional() }),
    body: z.object({ id: idSchema.optional() }).nullish(),
    status: 204,
    response: z.null(),
    errors: { 400: badRequestSchema, 404: detailSchema },
  });

const borrarConRuta = <const P extends string>(path: P) =>
  defineCall({
    method: 'DELETE',
    path,
    access: API_ACCESS.admin,
    params: idPathSchema,
    status: 204,
    response: z.null(),
    errors: { 404: detailSchema },
  });

/**
 * What Admin sets and Manager reads (SPEC §7; decisions 85, 86): correction-factor lists,
 * rewards (pools) and teams. A factor list's POST answers 201 or 200 (create or replace) and is
 * still routed by hand: a declaration has one success status.
 */
export const ajustesCalls = {
  /** Every correction-factor list of the tenant. */
  factores: defineCall({
    method: 'GET',
    path: '/api/calculadora/factorcorrector/',
    access: API_ACCESS.manager,
    response: factorCorrectorListSchema,
  }),
  /** Decision 85: without `id` it creates a list (201); with one it replaces that list (200). */
  guardarFactor: defineCall({
    method: 'POST',
    path: '/api/calculadora/factorcorrector/',
    access: API_ACCESS.admin,
    body: factorCorrectorFormSchema,
    status: 201,
    response: factorCorrectorSchema,
    alsoAnswers: { status: 200, response: factorCorrectorSchema },
    errors: { 400: badRequestSchema, 404: detailSchema },
  }),
  borrarFactorSinRuta: borrarSinRuta('/api/calculadora/factorcorrector/'),
  borrarFactor: borrarConRuta('/api/calculadora/factorcorrector/:id/'),
  /** The month's pools and rewards. */
  rewards: defineCall({
    method: 'GET',
    path: '/api/calculadora/reward/',
    access: API_ACCESS.manager,
    query: rewardQuerySchema,
    response: rewardListSchema,
    errors: { 400: badRequestSchema, 403: detailSchema },
  }),
  /** Writes the commercial's row of the month. */
  guardarReward: defineCall({
    method: 'POST',
    path: '/api/calculadora/reward/',
    access: API_ACCESS.admin,
    body: rewardFormBodySchema,
    response: rewardRowSchema,
    errors: { 400: badRequestSchema },
  }),
  borrarRewardSinRuta: borrarSinRuta('/api/calculadora/reward/'),
  borrarReward: borrarConRuta('/api/calculadora/reward/:id/'),
  /** Each manager's team. */
  teams: defineCall({
    method: 'GET',
    path: '/api/cuentas/teams/',
    access: API_ACCESS.manager,
    response: teamListSchema,
  }),
  crearTeam: defineCall({
    method: 'POST',
    path: '/api/cuentas/teams/',
    access: API_ACCESS.admin,
    body: teamFormSchema,
    status: 201,
    response: teamSchema,
    errors: { 400: badRequestSchema },
  }),
  cambiarTeam: defineCall({
    method: 'PUT',
    path: '/api/cuentas/teams/:id/',
    access: API_ACCESS.admin,
    params: idPathSchema,
    body: teamFormSchema,
    response: teamSchema,
    errors: { 400: badRequestSchema, 404: detailSchema },
  }),
  borrarTeam: borrarConRuta('/api/cuentas/teams/:id/'),
};
