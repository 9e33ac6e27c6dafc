import { idPathSchema } from '@ventas/domain/http/id';
import { API_ACCESS } from '@ventas/domain/permissions/api-rules';
import {
  agendadosCuentaSchema,
  agendadosSchema,
  agendadoViewSchema,
  moveScheduledResultSchema,
} from '@ventas/domain/telework/atenciones-contract';
import {
  agendadosQuerySchema,
  agendadoUpdateSchema,
  moveScheduledSchema,
} from '@ventas/domain/telework/telework-schemas';
import type { Database } from '../../db/database';
import { currentUser } from '../../http/request-context';
import type { ApiInstance } from '../../http/route-types';
import { countAgendados, editAgendado, listAgendados, moveAgendados } from './agendados.service';

/** SPEC §7 Telework "Scheduled": the callbacks list, editing one, and moving them in bulk. */
export function agendadosRoutes(app: ApiInstance, deps: { database: Database }): void {
  app.get('/api/clientes/agendados/', {
    config: { access: API_ACCESS.anyRole },
    schema: { querystring: agendadosQuerySchema, response: { 200: agendadosSchema } },
    handler: (request) =>
      listAgendados(deps.database, request.tenant.id, currentUser(request), request.query),
  });

  // Issue 31: the top bar's bell counts its due callbacks without reading up to 500 of them.
  app.get('/api/clientes/agendados/cuenta/', {
    config: { access: API_ACCESS.anyRole },
    schema: { querystring: agendadosQuerySchema, response: { 200: agendadosCuentaSchema } },
    handler: (request) =>
      countAgendados(deps.database, request.tenant.id, currentUser(request), request.query),
  });

  app.put('/api/atenciones/agendado/:id/', {
    config: { access: API_ACCESS.anyRole },
    schema: { params: idPathSchema, body: agendadoUpdateSchema, response: { 200: agendadoViewSchema } },
    handler: (request) =>
      editAgendado(deps.database, request.tenant.id, currentUser(request), request.params.id, request.body),
  });

  app.post('/api/atenciones/move-scheduled/', {
    config: { access: API_ACCESS.manager },
    schema: { body: moveScheduledSchema, response: { 200: moveScheduledResultSchema } },
    handler: (request) =>
      moveAgendados(deps.database, request.tenant.id, request.body.origin, request.body.destination),
  });
}
