import { z } from 'zod';
import {
  rewardFormBodySchema,
  rewardListSchema,
  rewardQuerySchema,
  rewardRowSchema,
} from '@ventas/domain/calculadora/bolsa-contract';
import {
  factorCorrectorFormSchema,
  factorCorrectorListSchema,
  factorCorrectorSchema,
} from '@ventas/domain/calculadora/factor-corrector-contract';
import { teamFormSchema, teamListSchema, teamSchema } from '@ventas/domain/calculadora/teams-contract';
import { idParamSchema, idPathSchema, idSchema, INVALID_ID } from '@ventas/domain/http/id';
import { API_ACCESS } from '@ventas/domain/permissions/api-rules';
import type { Database } from '../../db/database';
import { invalid } from '../../http/app-error';
import { currentUser } from '../../http/request-context';
import type { ApiInstance } from '../../http/route-types';
import { createAjustesService } from './ajustes.service';

/**
 * SPEC §7 lists `DELETE /api/calculadora/factorcorrector/` and `/reward/` without an id in the
 * path: a client written from it sends the id in the query or the body. Both are accepted beside
 * the `{id}/` form the web uses.
 */
const deleteWithoutPath = {
  querystring: z.object({ id: idParamSchema.optional() }),
  body: z.object({ id: idSchema.optional() }).nullish(),
  response: { 204: z.null() },
};
function idOfDelete(request: { query: { id?: number }; body?: { id?: number } | null }): number {
  const id = request.query.id ?? request.body?.id;
  if (id === undefined) throw invalid({ id: [INVALID_ID] });
  return id;
}

/**
 * What Admin sets and Manager reads (SPEC §7; decisions 85, 86): correction-factor lists,
 * rewards (pools) and teams.
 */
export function ajustesRoutes(app: ApiInstance, deps: { database: Database }): void {
  const ajustes = createAjustesService(deps.database);

  app.get('/api/calculadora/factorcorrector/', {
    config: { access: API_ACCESS.manager },
    schema: { response: { 200: factorCorrectorListSchema } },
    handler: (request) => ajustes.listarFactores(request.tenant.id),
  });
  app.post('/api/calculadora/factorcorrector/', {
    config: { access: API_ACCESS.admin },
    schema: {
      body: factorCorrectorFormSchema,
      response: { 200: factorCorrectorSchema, 201: factorCorrectorSchema },
    },
    handler: async (request, reply) => {
      const saved = await ajustes.guardarFactor(request.tenant.id, request.body);
      return reply.code(request.body.id === undefined ? 201 : 200).send(saved);
    },
  });
  app.delete('/api/calculadora/factorcorrector/', {
    config: { access: API_ACCESS.admin },
    schema: deleteWithoutPath,
    handler: async (request, reply) => {
      await ajustes.borrarFactor(request.tenant.id, idOfDelete(request));
      return reply.code(204).send(null);
    },
  });
  app.delete('/api/calculadora/factorcorrector/:id/', {
    config: { access: API_ACCESS.admin },
    schema: { params: idPathSchema, response: { 204: z.null() } },
    handler: async (request, reply) => {
      await ajustes.borrarFactor(request.tenant.id, request.params.id);
      return reply.code(204).send(null);
    },
  });

  app.get('/api/calculadora/reward/', {
    config: { access: API_ACCESS.manager },
    schema: { querystring: rewardQuerySchema, response: { 200: rewardListSchema } },
    handler: (request) =>
      ajustes.listarRewards(request.tenant.id, currentUser(request), {
        mes: request.query.month_year_updated_on,
        comercial: request.query.comercial,
      }),
  });
  app.post('/api/calculadora/reward/', {
    config: { access: API_ACCESS.admin },
    schema: { body: rewardFormBodySchema, response: { 200: rewardRowSchema } },
    handler: (request) => ajustes.guardarReward(request.tenant.id, request.body),
  });
  app.delete('/api/calculadora/reward/', {
    config: { access: API_ACCESS.admin },
    schema: deleteWithoutPath,
    handler: async (request, reply) => {
      await ajustes.borrarReward(request.tenant.id, idOfDelete(request));
      return reply.code(204).send(null);
    },
  });
  app.delete('/api/calculadora/reward/:id/', {
    config: { access: API_ACCESS.admin },
    schema: { params: idPathSchema, response: { 204: z.null() } },
    handler: async (request, reply) => {
      await ajustes.borrarReward(request.tenant.id, request.params.id);
      return reply.code(204).send(null);
    },
  });

  app.get('/api/cuentas/teams/', {
    config: { access: API_ACCESS.manager },
    schema: { response: { 200: teamListSchema } },
    handler: (request) => ajustes.listarTeams(request.tenant.id),
  });
  app.post('/api/cuentas/teams/', {
    config: { access: API_ACCESS.admin },
    schema: { body: teamFormSchema, response: { 201: teamSchema } },
    handler: async (request, reply) => {
      const saved = await ajustes.guardarTeam(request.tenant.id, request.body, null);
      return reply.code(201).send(saved);
    },
  });
  app.put('/api/cuentas/teams/:id/', {
    config: { access: API_ACCESS.admin },
    schema: { params: idPathSchema, body: teamFormSchema, response: { 200: teamSchema } },
    handler: (request) => ajustes.guardarTeam(request.tenant.id, request.body, request.params.id),
  });
  app.delete('/api/cuentas/teams/:id/', {
    config: { access: API_ACCESS.admin },
    schema: { params: idPathSchema, response: { 204: z.null() } },
    handler: async (request, reply) => {
      await ajustes.borrarTeam(request.tenant.id, request.params.id);
      return reply.code(204).send(null);
    },
  });
}
