import { z } from 'zod';
import { detailSchema, badRequestSchema } from '@ventas/domain/http/error-contract';
import { idPathSchema } from '@ventas/domain/http/id';
import { API_ACCESS } from '@ventas/domain/permissions/api-rules';
import { tiendaCifrasQuerySchema, tiendaCifrasSchema } from '@ventas/domain/tiendas/tienda-cifras-contract';
import { tiendaFormSchema, tiendaSchema, tiendasSchema } from '@ventas/domain/tiendas/tienda-contract';
import type { Database } from '../../db/database';
import { currentUser } from '../../http/request-context';
import type { ApiInstance } from '../../http/route-types';
import { createTiendaCifrasService } from './tienda-cifras.service';
import { createTiendasService } from './tiendas.service';

const BASE = '/api/tiendas';

/**
 * Issue 17 "Tiendas" (group A; the spec shows no path, .scratch/decisions-tiendas.md): every role
 * reads the stores and their commercials, Admin and above write them; a store's month figures are
 * Manager and above's, and a Comercial's for the store they work in.
 */
export function tiendasRoutes(app: ApiInstance, deps: { database: Database }): void {
  const service = createTiendasService(deps.database);
  const cifras = createTiendaCifrasService(deps.database);

  app.get(`${BASE}/`, {
    config: { access: API_ACCESS.tiendas },
    schema: { response: { 200: tiendasSchema } },
    handler: (request) => service.list(request.tenant.id),
  });

  app.post(`${BASE}/`, {
    config: { access: API_ACCESS.tiendasAdmin },
    schema: { body: tiendaFormSchema, response: { 201: tiendaSchema, 400: badRequestSchema } },
    handler: async (request, reply) =>
      reply.code(201).send(await service.create(request.tenant.id, request.body)),
  });

  app.put(`${BASE}/:id/`, {
    config: { access: API_ACCESS.tiendasAdmin },
    schema: {
      params: idPathSchema,
      body: tiendaFormSchema,
      response: { 200: tiendaSchema, 400: badRequestSchema, 404: detailSchema },
    },
    handler: (request) => service.update(request.tenant.id, request.params.id, request.body),
  });

  app.delete(`${BASE}/:id/`, {
    config: { access: API_ACCESS.tiendasAdmin },
    schema: { params: idPathSchema, response: { 204: z.null(), 404: detailSchema } },
    handler: async (request, reply) => {
      await service.remove(request.tenant.id, request.params.id);
      return reply.code(204).send(null);
    },
  });

  app.get(`${BASE}/:id/cifras/`, {
    config: { access: API_ACCESS.tiendas },
    schema: {
      params: idPathSchema,
      querystring: tiendaCifrasQuerySchema,
      response: { 200: tiendaCifrasSchema, 403: detailSchema, 404: detailSchema },
    },
    handler: (request) =>
      cifras.cifras(request.tenant.id, currentUser(request), request.params.id, request.query.mes),
  });
}
