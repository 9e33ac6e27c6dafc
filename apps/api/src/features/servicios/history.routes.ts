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
import {
  createEntry,
  deleteEntry,
  listHistory,
  PRICE_HISTORY,
  pricesOnDate,
  UPFRONT_HISTORY,
  updateEntry,
} from './history.repository';

/**
 * SPEC §7: /api/servicios/pricehistory/ and /api/servicios/upfronts/ (GET, POST, PUT/DELETE
 * {id}/), plus price-on-date/ for quoting many items at once. Reading upfronts is open to every
 * role (the configurator and the calculator use them); price history is an admin screen's.
 */
export function historyRoutes(app: ApiInstance, deps: { database: Database }): void {
  registerHistory(
    app,
    deps,
    PRICE_HISTORY,
    priceHistoryFormSchema,
    priceHistoryEntrySchema,
    API_ACCESS.manager,
  );
  registerHistory(app, deps, UPFRONT_HISTORY, upfrontFormSchema, upfrontEntrySchema, API_ACCESS.anyRole);

  app.post('/api/servicios/price-on-date/', {
    config: { access: API_ACCESS.anyRole },
    schema: { body: priceOnDateRequestSchema, response: { 200: priceOnDateResponseSchema } },
    handler: (request) =>
      deps.database.tenant(request.tenant.id, (tx) => pricesOnDate(tx, request.body.items, request.body.at)),
  });
}

function registerHistory(
  app: ApiInstance,
  deps: { database: Database },
  history: typeof PRICE_HISTORY | typeof UPFRONT_HISTORY,
  form: z.ZodType<PriceHistoryForm | UpfrontForm, unknown>,
  entry: z.ZodType,
  read: RouteAccess,
) {
  const base = `/api/servicios/${history.path}/`;
  app.get(base, {
    config: { access: read },
    schema: { querystring: historyQuerySchema, response: { 200: z.array(entry) } },
    handler: (request) =>
      deps.database.tenant(request.tenant.id, (tx) => listHistory(tx, history, request.query)),
  });
  app.post(base, {
    config: { access: API_ACCESS.admin },
    schema: { body: form, response: { 201: entry } },
    handler: async (request, reply) => {
      const created = await deps.database.tenant(request.tenant.id, (tx) =>
        createEntry(tx, history, request.body),
      );
      return reply.code(201).send(created);
    },
  });
  app.put(`${base}:id/`, {
    config: { access: API_ACCESS.admin },
    schema: { params: idPathSchema, body: form, response: { 200: entry } },
    handler: (request) =>
      deps.database.tenant(request.tenant.id, (tx) =>
        updateEntry(tx, history, request.params.id, request.body),
      ),
  });
  app.delete(`${base}:id/`, {
    config: { access: API_ACCESS.admin },
    schema: { params: idPathSchema, response: { 204: z.null() } },
    handler: async (request, reply) => {
      await deps.database.tenant(request.tenant.id, (tx) => deleteEntry(tx, history, request.params.id));
      return reply.code(204).send(null);
    },
  });
}
