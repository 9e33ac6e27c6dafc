import type { Database } from '../../db/database';
import { routeCall, SecondSuccess, WrittenJson } from '../../http/call-route';
import { currentUser } from '../../http/request-context';
import type { ApiInstance } from '../../http/route-types';
import { tableCalls, type AnyCatalogueResource } from './catalogue-resource';
import type { CatalogueReadCache } from './catalogue-read-cache';
import { createCatalogueService } from './catalogue-table.service';

/**
 * The calls of one declared catalogue table (SPEC §7 "Catalogue CRUD", declared in the domain's
 * `servicios/catalogue.calls.ts`): GET the list (whole, or a page when the caller pages),
 * GET/PUT/DELETE `{id}/`, POST. Paths answer with and without the trailing slash (the app
 * ignores it).
 */
export function catalogueTableRoutes(
  app: ApiInstance,
  deps: { database: Database; cache: CatalogueReadCache },
  resource: AnyCatalogueResource,
) {
  const calls = tableCalls(resource);
  const catalogue = createCatalogueService(deps.database, deps.cache, resource);

  routeCall(app, calls.list, async (request) => {
    const user = currentUser(request);
    if (request.query.paged) return catalogue.page(request.tenant.id, user, request.query);
    return new WrittenJson(await catalogue.wholeJson(request.tenant.id, user, request.query));
  });

  routeCall(app, calls.read, (request) => catalogue.read(request.tenant.id, request.params.id));

  routeCall(app, calls.create, (request) => catalogue.create(request.tenant.id, request.body));

  routeCall(app, calls.update, (request) =>
    catalogue.update(request.tenant.id, request.params.id, request.body),
  );

  routeCall(app, calls.remove, async (request) => {
    const outcome = await catalogue.remove(request.tenant.id, request.params.id);
    if (outcome.erased) return new SecondSuccess(null);
    return { detail: outcome.detail, deactivated: true as const };
  });
}
