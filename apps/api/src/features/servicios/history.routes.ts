import { z } from 'zod';
import { idPathSchema } from '@ventas/domain/http/id';
import { API_ACCESS } from '@ventas/domain/permissions/api-rules';
import {
  historyQuerySchema,
  priceHistoryEntrySchema,
  priceHistoryFormSchema,
  priceOnDateRequestSchema,
  priceOnDateResponseSchema,
  upfrontEntrySchema,
  upfrontFormSchema,
  type PriceHistoryForm,
  type UpfrontForm,
} from '@ventas/domain/servicios/price-history';
import type { RouteAccess } from '@ventas/domain/permissions/api-rules';
import type { Database } from '../../db/database';
import type { ApiInstance } from '../../http/route-types';
import { PRICE_HISTORY, UPFRONT_HISTORY } from './history.repository';
import { createHistoryService, type HistoryService } from './history.service';

/**
 * SPEC §7: /api/servicios/pricehistory/ and /api/servicios/upfronts/ (GET, POST, PUT/DELETE
 * {id}/), plus price-on-date/ for quoting many items at once. Reading upfronts is open to every
 * role (the configurator and the calculator use them); price history is an admin screen's.
 */
export function historyRoutes(app: ApiInstance, deps: { database: Database }): void {
  const service = createHistoryService(deps.database);
  registerHistory(
    app,
    service,
    PRICE_HISTORY,
    priceHistoryFormSchema,
    priceHistoryEntrySchema,
    API_ACCESS.manager,
  );
  registerHistory(app, service, UPFRONT_HISTORY, upfrontFormSchema, upfrontEntrySchema, API_ACCESS.anyRole);

  app.post('/api/servicios/price-on-date/', {
    config: { access: API_ACCESS.anyRole },
    schema: { body: priceOnDateRequestSchema, response: { 200: priceOnDateResponseSchema } },
    handler: (request) => service.preciosEnFecha(request.tenant.id, request.body.items, request.body.at),
  });
}

function registerHistory(
  app: ApiInstance,
  service: HistoryService,
  history: typeof PRICE_HISTORY | typeof UPFRONT_HISTORY,
  form: z.ZodType<PriceHistoryForm | UpfrontForm, unknown>,
  entry: z.ZodType,
  read: RouteAccess,
) {
  const base = `/api/servicios/${history.path}/`;
  app.get(base, {
    config: { access: read },
    schema: { querystring: historyQuerySchema, response: { 200: z.array(entry) } },
    handler: (request) => service.listar(request.tenant.id, history, request.query),
  });
  app.post(base, {
    config: { access: API_ACCESS.admin },
    schema: { body: form, response: { 201: entry } },
    handler: async (request, reply) => {
      const created = await service.crear(request.tenant.id, history, request.body);
      return reply.code(201).send(created);
    },
  });
  app.put(`${base}:id/`, {
    config: { access: API_ACCESS.admin },
    schema: { params: idPathSchema, body: form, response: { 200: entry } },
    handler: (request) => service.cambiar(request.tenant.id, history, request.params.id, request.body),
  });
  app.delete(`${base}:id/`, {
    config: { access: API_ACCESS.admin },
    schema: { params: idPathSchema, response: { 204: z.null() } },
    handler: async (request, reply) => {
      await service.borrar(request.tenant.id, history, request.params.id);
      return reply.code(204).send(null);
    },
  });
}
