import { ajustesCalls } from '@ventas/domain/calculadora/ajustes.calls';
import { INVALID_ID } from '@ventas/domain/http/id';
import type { Database } from '../../db/database';
import { routeCall, SecondSuccess } from '../../http/call-route';
import { invalid } from '../../http/app-error';
import { currentUser } from '../../http/request-context';
import type { ApiInstance } from '../../http/route-types';
import { createAjustesService } from './ajustes.service';

/** The id of a delete in the spec's form (ajustes.calls.ts): in the query or the body. */
function idOfDelete(request: { query: { id?: number }; body?: { id?: number } | null }): number {
  const id = request.query.id ?? request.body?.id;
  if (id === undefined) throw invalid({ id: [INVALID_ID] });
  return id;
}

/**
 * What Admin sets and Manager reads (SPEC §7; decisions 85, 86): correction-factor lists,
 * rewards (pools) and teams, declared in the domain's `ajustes.calls.ts`.
 */
export function ajustesRoutes(app: ApiInstance, deps: { database: Database }): void {
  const ajustes = createAjustesService(deps.database);

  routeCall(app, ajustesCalls.factores, (request) => ajustes.listarFactores(request.tenant.id));
  routeCall(app, ajustesCalls.guardarFactor, async (request) => {
    const saved = await ajustes.guardarFactor(request.tenant.id, request.body);
    return request.body.id === undefined ? saved : new SecondSuccess(saved);
  });
  routeCall(app, ajustesCalls.borrarFactorSinRuta, (request) =>
    ajustes.borrarFactor(request.tenant.id, idOfDelete(request)),
  );
  routeCall(app, ajustesCalls.borrarFactor, (request) =>
    ajustes.borrarFactor(request.tenant.id, request.params.id),
  );

  routeCall(app, ajustesCalls.rewards, (request) =>
    ajustes.listarRewards(request.tenant.id, currentUser(request), {
      mes: request.query.month_year_updated_on,
      comercial: request.query.comercial,
    }),
  );
  routeCall(app, ajustesCalls.guardarReward, (request) =>
    ajustes.guardarReward(request.tenant.id, request.body),
  );
  routeCall(app, ajustesCalls.borrarRewardSinRuta, (request) =>
    ajustes.borrarReward(request.tenant.id, idOfDelete(request)),
  );
  routeCall(app, ajustesCalls.borrarReward, (request) =>
    ajustes.borrarReward(request.tenant.id, request.params.id),
  );

  routeCall(app, ajustesCalls.teams, (request) => ajustes.listarTeams(request.tenant.id));
  routeCall(app, ajustesCalls.crearTeam, (request) =>
    ajustes.guardarTeam(request.tenant.id, request.body, null),
  );
  routeCall(app, ajustesCalls.cambiarTeam, (request) =>
    ajustes.guardarTeam(request.tenant.id, request.body, request.params.id),
  );
  routeCall(app, ajustesCalls.borrarTeam, (request) =>
    ajustes.borrarTeam(request.tenant.id, request.params.id),
  );
}
