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
import { idsVisibles } from '../comerciales/comerciales.public';
import { deleteFactor, listFactores, saveFactor } from './factores.repository';
import { deleteReward, listRewards, saveReward } from './rewards.repository';
import { deleteTeam, listTeams, saveTeam } from './teams.repository';

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
  app.get('/api/calculadora/factorcorrector/', {
    config: { access: API_ACCESS.manager },
    schema: { response: { 200: factorCorrectorListSchema } },
    handler: (request) => deps.database.tenant(request.tenant.id, (tx) => listFactores(tx)),
  });
  app.post('/api/calculadora/factorcorrector/', {
    config: { access: API_ACCESS.admin },
    schema: {
      body: factorCorrectorFormSchema,
      response: { 200: factorCorrectorSchema, 201: factorCorrectorSchema },
    },
    handler: async (request, reply) => {
      const saved = await deps.database.tenant(request.tenant.id, (tx) => saveFactor(tx, request.body));
      return reply.code(request.body.id === undefined ? 201 : 200).send(saved);
    },
  });
  app.delete('/api/calculadora/factorcorrector/', {
    config: { access: API_ACCESS.admin },
    schema: deleteWithoutPath,
    handler: async (request, reply) => {
      await deps.database.tenant(request.tenant.id, (tx) => deleteFactor(tx, idOfDelete(request)));
      return reply.code(204).send(null);
    },
  });
  app.delete('/api/calculadora/factorcorrector/:id/', {
    config: { access: API_ACCESS.admin },
    schema: { params: idPathSchema, response: { 204: z.null() } },
    handler: async (request, reply) => {
      await deps.database.tenant(request.tenant.id, (tx) => deleteFactor(tx, request.params.id));
      return reply.code(204).send(null);
    },
  });

  app.get('/api/calculadora/reward/', {
    config: { access: API_ACCESS.manager },
    schema: { querystring: rewardQuerySchema, response: { 200: rewardListSchema } },
    handler: (request) =>
      deps.database.tenant(request.tenant.id, (tx) =>
        listRewards(tx, {
          mes: request.query.month_year_updated_on,
          comercial: request.query.comercial,
          visibles: idsVisibles(currentUser(request)),
        }),
      ),
  });
  app.post('/api/calculadora/reward/', {
    config: { access: API_ACCESS.admin },
    schema: { body: rewardFormBodySchema, response: { 200: rewardRowSchema } },
    handler: (request) => deps.database.tenant(request.tenant.id, (tx) => saveReward(tx, request.body)),
  });
  app.delete('/api/calculadora/reward/', {
    config: { access: API_ACCESS.admin },
    schema: deleteWithoutPath,
    handler: async (request, reply) => {
      await deps.database.tenant(request.tenant.id, (tx) => deleteReward(tx, idOfDelete(request)));
      return reply.code(204).send(null);
    },
  });
  app.delete('/api/calculadora/reward/:id/', {
    config: { access: API_ACCESS.admin },
    schema: { params: idPathSchema, response: { 204: z.null() } },
    handler: async (request, reply) => {
      await deps.database.tenant(request.tenant.id, (tx) => deleteReward(tx, request.params.id));
      return reply.code(204).send(null);
    },
  });

  app.get('/api/cuentas/teams/', {
    config: { access: API_ACCESS.manager },
    schema: { response: { 200: teamListSchema } },
    handler: (request) => deps.database.tenant(request.tenant.id, (tx) => listTeams(tx)),
  });
  app.post('/api/cuentas/teams/', {
    config: { access: API_ACCESS.admin },
    schema: { body: teamFormSchema, response: { 201: teamSchema } },
    handler: async (request, reply) => {
      const saved = await deps.database.tenant(request.tenant.id, (tx) => saveTeam(tx, request.body, null));
      return reply.code(201).send(saved);
    },
  });
  app.put('/api/cuentas/teams/:id/', {
    config: { access: API_ACCESS.admin },
    schema: { params: idPathSchema, body: teamFormSchema, response: { 200: teamSchema } },
    handler: (request) =>
      deps.database.tenant(request.tenant.id, (tx) => saveTeam(tx, request.body, request.params.id)),
  });
  app.delete('/api/cuentas/teams/:id/', {
    config: { access: API_ACCESS.admin },
    schema: { params: idPathSchema, response: { 204: z.null() } },
    handler: async (request, reply) => {
      await deps.database.tenant(request.tenant.id, (tx) => deleteTeam(tx, request.params.id));
      return reply.code(204).send(null);
    },
  });
}
