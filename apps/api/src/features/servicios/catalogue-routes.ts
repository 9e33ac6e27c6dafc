import { hasLevel } from '@ventas/domain/permissions/access-rule';
import type { Database } from '../../db/database';
import { routeCall, SecondSuccess, WrittenJson } from '../../http/call-route';
import { currentUser } from '../../http/request-context';
import type { ApiInstance } from '../../http/route-types';
import { readTablePage, readTableRowsJson } from '../../lists/table-list';
import { tableCalls, type AnyCatalogueResource } from './catalogue-resource';
import type { CatalogueReadCache } from './catalogue-read-cache';
import {
  createCatalogueRow,
  deleteCatalogueRow,
  readCatalogueRow,
  updateCatalogueRow,
} from './catalogue-writes';

/**
 * The calls of one declared catalogue table (SPEC §7 "Catalogue CRUD", declared in the domain's
 * `servicios/catalogue.calls.ts`): GET the list (whole, or a page when the caller pages),
 * GET/PUT/DELETE `{id}/`, POST. Below Manager, a list holds only the active rows the offer
 * configurator needs. Paths answer with and without the trailing slash (the app ignores it).
 */
export function catalogueRoutes(
  app: ApiInstance,
  deps: { database: Database; cache: CatalogueReadCache },
  resource: AnyCatalogueResource,
) {
  const calls = tableCalls(resource);
  const activeOnly = 'is_active' in resource.list.filters;

  routeCall(app, calls.list, async (request) => {
    const listQuery = { ...request.query };
    if (activeOnly && !hasLevel(currentUser(request), 'manager')) listQuery['is_active'] = true;
    if (listQuery.paged)
      return deps.database.tenant(request.tenant.id, (tx) => readTablePage(tx, resource.list, listQuery));
    // A whole list is sent as PostgreSQL wrote it (readTableRowsJson). The same list for the same
    // query is kept 5 s (decision 72).
    const tenantId = request.tenant.id;
    const key = `${resource.path}?${JSON.stringify(listQuery)}`;
    let json = deps.cache.get(tenantId, key);
    if (json === undefined) {
      json = await deps.database.tenant(tenantId, (tx) => readTableRowsJson(tx, resource.list, listQuery));
      deps.cache.set(tenantId, key, json);
    }
    return new WrittenJson(json);
  });

  routeCall(app, calls.read, (request) =>
    deps.database.tenant(request.tenant.id, (tx) => readCatalogueRow(tx, resource, request.params.id)),
  );

  routeCall(app, calls.create, (request) =>
    deps.database.tenant(request.tenant.id, (tx) => createCatalogueRow(tx, resource, request.body)),
  );

  routeCall(app, calls.update, (request) =>
    deps.database.tenant(request.tenant.id, (tx) =>
      updateCatalogueRow(tx, resource, request.params.id, request.body),
    ),
  );

  routeCall(app, calls.remove, async (request) => {
    const outcome = await deps.database.tenant(request.tenant.id, (tx) =>
      deleteCatalogueRow(tx, resource, request.params.id),
    );
    if (outcome.erased) return new SecondSuccess(null);
    return { detail: outcome.detail, deactivated: true as const };
  });
}
