import type { FilterDeclarations } from '@ventas/domain/http/list-filters';
import type { ListQuery } from '@ventas/domain/http/list-query';
import { hasLevel } from '@ventas/domain/permissions/access-rule';
import type { Database } from '../../db/database';
import type { RequestUser } from '../../http/fastify-types';
import { readTablePage, readTableRowsJson } from '../../lists/table-list';
import type { AnyCatalogueResource } from './catalogue-resource';
import type { CatalogueReadCache } from './catalogue-read-cache';
import {
  createCatalogueRow,
  deleteCatalogueRow,
  readCatalogueRow,
  updateCatalogueRow,
} from './catalogue-writes';

type CatalogueListQuery = ListQuery<FilterDeclarations, string>;

/**
 * One catalogue table's reads and writes, each in one tenant transaction. Below Manager a list
 * holds only the active rows (what the offer configurator sells).
 */
export function createCatalogueService(
  database: Database,
  cache: CatalogueReadCache,
  resource: AnyCatalogueResource,
) {
  const activeOnly = 'is_active' in resource.list.filters;
  const visibleTo = (user: RequestUser, query: CatalogueListQuery): CatalogueListQuery =>
    activeOnly && !hasLevel(user, 'manager') ? Object.assign({}, query, { is_active: true }) : query;

  return {
    page: (tenantId: number, user: RequestUser, query: CatalogueListQuery) =>
      database.tenant(tenantId, (tx) => readTablePage(tx, resource.list, visibleTo(user, query))),

    /**
     * The whole list as PostgreSQL wrote it (readTableRowsJson). The same list for the same query
     * is kept 5 s (decision 72).
     */
    wholeJson: async (tenantId: number, user: RequestUser, query: CatalogueListQuery): Promise<string> => {
      const visible = visibleTo(user, query);
      const key = `${resource.path}?${JSON.stringify(visible)}`;
      const kept = cache.get(tenantId, key);
      if (kept !== undefined) return kept;
      const json = await database.tenant(tenantId, (tx) => readTableRowsJson(tx, resource.list, visible));
      cache.set(tenantId, key, json);
      return json;
    },

    read: (tenantId: number, id: number) =>
      database.tenant(tenantId, (tx) => readCatalogueRow(tx, resource, id)),

    create: (tenantId: number, form: unknown) =>
      database.tenant(tenantId, (tx) => createCatalogueRow(tx, resource, form)),

    update: (tenantId: number, id: number, form: unknown) =>
      database.tenant(tenantId, (tx) => updateCatalogueRow(tx, resource, id, form)),

    /** Erased, or deactivated when something still uses the row (decision 65). */
    remove: (tenantId: number, id: number) =>
      database.tenant(tenantId, (tx) => deleteCatalogueRow(tx, resource, id)),
  };
}
