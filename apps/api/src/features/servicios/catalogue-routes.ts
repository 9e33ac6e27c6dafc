import { z } from 'zod';
import { hasLevel } from '@ventas/domain/permissions/access-rule';
import { idPathSchema } from '@ventas/domain/http/id';
import { API_ACCESS } from '@ventas/domain/permissions/api-rules';
import { deactivatedSchema } from '@ventas/domain/servicios/catalogue-fields';
import type { Database } from '../../db/database';
import { currentUser } from '../../http/request-context';
import type { ApiInstance } from '../../http/route-types';
import { listQuerySchema } from '@ventas/domain/http/list-query';
import { readTablePage, readTableRowsJson } from '../../lists/table-list';
import type { AnyCatalogueResource } from './catalogue-resource';
import type { CatalogueReadCache } from './catalogue-read-cache';
import {
  createCatalogueRow,
  deleteCatalogueRow,
  readCatalogueRow,
  updateCatalogueRow,
} from './catalogue-writes';

/**
 * The calls of one declared catalogue table (SPEC §7 "Catalogue CRUD"): GET the list (whole, or a
 * page when the caller pages), GET/PUT/DELETE `{id}/`, POST. Decision 65: Admin and above write;
 * Manager and above read every row; a Comercial reads the active rows the offer configurator needs.
 * Paths answer with and without the trailing slash (the app ignores it).
 */
export function catalogueRoutes(
  app: ApiInstance,
  deps: { database: Database; cache: CatalogueReadCache },
  resource: AnyCatalogueResource,
) {
  const base = `/api/servicios/${resource.path}/`;
  const query = listQuerySchema(resource.list.filters, resource.paging);
  const activeOnly = 'is_active' in resource.list.filters;

  app.get(base, {
    config: { access: API_ACCESS.anyRole },
    schema: { querystring: query, response: { 200: resource.listResponse } },
    handler: async (request, reply) => {
      const listQuery = { ...request.query };
      if (activeOnly && !hasLevel(currentUser(request), 'manager')) listQuery.is_active = true;
      if (listQuery.paged)
        return deps.database.tenant(request.tenant.id, (tx): Promise<unknown> =>
          readTablePage(tx, resource.list, listQuery),
        );
      // A whole list is sent as PostgreSQL wrote it (readTableRowsJson): a string with a JSON
      // content type goes out untouched. The same list for the same query is kept 5 s (decision 72).
      const tenantId = request.tenant.id;
      const key = `${resource.path}?${JSON.stringify(listQuery)}`;
      let json = deps.cache.get(tenantId, key);
      if (json === undefined) {
        json = await deps.database.tenant(tenantId, (tx) => readTableRowsJson(tx, resource.list, listQuery));
        deps.cache.set(tenantId, key, json);
      }
      return reply.type('application/json; charset=utf-8').send(json);
    },
  });

  app.get(`${base}:id/`, {
    config: { access: API_ACCESS.manager },
    schema: { params: idPathSchema, response: { 200: resource.row } },
    handler: (request) =>
      deps.database.tenant(request.tenant.id, (tx) => readCatalogueRow(tx, resource, request.params.id)),
  });

  app.post(base, {
    config: { access: API_ACCESS.admin },
    schema: { body: resource.form, response: { 201: resource.row } },
    handler: async (request, reply) => {
      const row = await deps.database.tenant(request.tenant.id, (tx) =>
        createCatalogueRow(tx, resource, request.body),
      );
      return reply.code(201).send(row);
    },
  });

  app.put(`${base}:id/`, {
    config: { access: API_ACCESS.admin },
    schema: { params: idPathSchema, body: resource.form, response: { 200: resource.row } },
    handler: (request) =>
      deps.database.tenant(request.tenant.id, (tx) =>
        updateCatalogueRow(tx, resource, request.params.id, request.body),
      ),
  });

  app.delete(`${base}:id/`, {
    config: { access: API_ACCESS.admin },
    schema: { params: idPathSchema, response: { 200: deactivatedSchema, 204: z.null() } },
    handler: async (request, reply) => {
      const outcome = await deps.database.tenant(request.tenant.id, (tx) =>
        deleteCatalogueRow(tx, resource, request.params.id),
      );
      if (outcome.erased) return reply.code(204).send(null);
      return { detail: outcome.detail, deactivated: true as const };
    },
  });
}
