import { z } from 'zod';
import { atencionesCalls } from '@ventas/domain/telework/atenciones.calls';
import { entradaBodyFormasSchema } from '@ventas/domain/telework/entrada-body';
import type { Database } from '../../db/database';
import { routeCall } from '../../http/call-route';
import { currentUser } from '../../http/request-context';
import type { ApiInstance } from '../../http/route-types';
import { agendadosRoutes } from './agendados.routes';
import { atencionesListsRoutes } from './atenciones-lists.routes';
import { atencionById, contractsOfCliente, createEntrada, historicoOfCliente } from './atenciones.service';
import { updatePaqueteEstado } from './paquetes.service';
import { markAtencionUpdated, removeAtencion } from './atencion-changes.service';
import { createOferta } from './ofertas/oferta-save.service';
import { ofertasRoutes } from './ofertas/ofertas.routes';
import { pipelineRoutes } from './ofertas/pipeline.routes';

// A new entry's schema picks its shape in code, which JSON Schema cannot say: the OpenAPI document
// shows the union of the shapes instead. Described here, once, so the web (which loads the same
// declaration) never pays for describing it.
z.globalRegistry.add(
  atencionesCalls.createEntrada.body,
  z.toJSONSchema(entradaBodyFormasSchema, { io: 'input', unrepresentable: 'any' }),
);

/**
 * SPEC §7 Telework: a customer's history, contracts and new entries (agendado, no interesado,
 * gestión), and a package's status from its provider order, declared in the domain's
 * `telework/atenciones.calls.ts`.
 */
export function atencionesRoutes(app: ApiInstance, deps: { database: Database }): void {
  routeCall(app, atencionesCalls.historico, (request) =>
    historicoOfCliente(deps.database, request.tenant.id, currentUser(request), request.params.id),
  );
  routeCall(app, atencionesCalls.contracts, (request) =>
    contractsOfCliente(deps.database, request.tenant.id, currentUser(request), request.params.id),
  );
  routeCall(app, atencionesCalls.createEntrada, (request) => {
    const { body } = request;
    const user = currentUser(request);
    return body.tipo === 'OFERTA'
      ? createOferta(deps.database, request.tenant.id, user, body.oferta)
      : createEntrada(deps.database, request.tenant.id, user, body.entrada);
  });
  routeCall(app, atencionesCalls.entrada, (request) =>
    atencionById(deps.database, request.tenant.id, currentUser(request), request.params.id),
  );
  routeCall(app, atencionesCalls.paqueteEstado, async (request) => ({
    estado: await updatePaqueteEstado(
      deps.database,
      request.tenant.id,
      currentUser(request),
      request.params.id,
      request.body,
    ),
  }));
  routeCall(app, atencionesCalls.markUpdated, (request) =>
    markAtencionUpdated(
      deps.database,
      request.tenant.id,
      currentUser(request),
      request.params.id,
      request.body.updated_on,
    ),
  );
  routeCall(app, atencionesCalls.remove, (request) =>
    removeAtencion(deps.database, request.tenant.id, currentUser(request), request.params.id),
  );

  agendadosRoutes(app, deps);
  ofertasRoutes(app, deps);
  pipelineRoutes(app, deps);
  atencionesListsRoutes(app, deps);
}
