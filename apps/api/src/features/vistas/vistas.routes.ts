import { z } from 'zod';
import { idPathSchema } from '@ventas/domain/http/id';
import { API_ACCESS } from '@ventas/domain/permissions/api-rules';
import {
  vistaCambioSchema,
  vistaNuevaSchema,
  vistaSchema,
  vistasQuerySchema,
  vistasSchema,
} from '@ventas/domain/vistas/vistas-contract';
import type { Database } from '../../db/database';
import { currentUser } from '../../http/request-context';
import type { ApiInstance } from '../../http/route-types';
import { createVistasService } from './vistas.service';

const BASE = '/api/cuentas/vistas';

/**
 * Saved views (issue 15, beyond the spec; docs/decisions/): GET ?pantalla= (own and shared with
 * the caller), POST, PUT/DELETE {id}/ (own only). Any signed-in role.
 */
export function vistasRoutes(app: ApiInstance, deps: { database: Database }): void {
  const vistas = createVistasService(deps.database);

  app.get(`${BASE}/`, {
    config: { access: API_ACCESS.anyRole },
    schema: { querystring: vistasQuerySchema, response: { 200: vistasSchema } },
    handler: (request) => vistas.listar(request.tenant.id, currentUser(request), request.query.pantalla),
  });

  app.post(`${BASE}/`, {
    config: { access: API_ACCESS.anyRole },
    schema: { body: vistaNuevaSchema, response: { 201: vistaSchema } },
    handler: async (request, reply) => {
      const creada = await vistas.crear(request.tenant.id, currentUser(request), request.body);
      return reply.code(201).send(creada);
    },
  });

  app.put(`${BASE}/:id/`, {
    config: { access: API_ACCESS.anyRole },
    schema: { params: idPathSchema, body: vistaCambioSchema, response: { 200: vistaSchema } },
    handler: (request) =>
      vistas.cambiar(request.tenant.id, currentUser(request), request.params.id, request.body),
  });

  app.delete(`${BASE}/:id/`, {
    config: { access: API_ACCESS.anyRole },
    schema: { params: idPathSchema, response: { 204: z.null() } },
    handler: async (request, reply) => {
      await vistas.borrar(request.tenant.id, currentUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  });
}
