import { z } from 'zod';
import { idPathSchema } from '@ventas/domain/http/id';
import { API_ACCESS } from '@ventas/domain/permissions/api-rules';
import {
  atencionViewSchema,
  contractsSchema,
  historicoSchema,
} from '@ventas/domain/telework/atenciones-contract';
import { entradaBodyFormasSchema, entradaBodySchema } from '@ventas/domain/telework/entrada-body';
import {
  paqueteEstadoResponseSchema,
  paqueteEstadoUpdateSchema,
} from '@ventas/domain/telework/paquete-contract';
import { atencionUpdateSchema } from '@ventas/domain/telework/atencion-update-contract';
import type { Database } from '../../db/database';
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

/**
 * The body of a new entry: `entradaBodySchema` validates it, and the OpenAPI document shows every
 * shape a client may send. That schema picks the shape in code, which JSON Schema cannot express,
 * so the description is the union of the shapes, given as metadata (as the domain's http/list-query.ts does).
 */
const nuevaEntradaBody = z
  .unknown()
  .meta(z.toJSONSchema(entradaBodyFormasSchema, { io: 'input', unrepresentable: 'any' }))
  .pipe(entradaBodySchema);

/**
 * SPEC §7 Telework: a customer's history, contracts and new entries (agendado, no interesado,
 * gestión), and a package's status from its provider order.
 */
export function atencionesRoutes(app: ApiInstance, deps: { database: Database }): void {
  app.get('/api/atenciones/historico/:id', {
    config: { access: API_ACCESS.anyRole },
    schema: { params: idPathSchema, response: { 200: historicoSchema } },
    handler: (request) =>
      historicoOfCliente(deps.database, request.tenant.id, currentUser(request), request.params.id),
  });

  app.get('/api/atenciones/contracts/:id', {
    config: { access: API_ACCESS.anyRole },
    schema: { params: idPathSchema, response: { 200: contractsSchema } },
    handler: async (request) => {
      const rows = await contractsOfCliente(
        deps.database,
        request.tenant.id,
        currentUser(request),
        request.params.id,
      );
      return rows.map((row) => ({
        ...row,
        en_vuelo: row.estado === 'VUELO',
        created_on: row.created_on.toISOString(),
      }));
    },
  });

  app.post('/api/atenciones/entradas/', {
    config: { access: API_ACCESS.anyRole },
    schema: { body: nuevaEntradaBody, response: { 201: atencionViewSchema } },
    handler: async (request, reply) => {
      const { body } = request;
      const user = currentUser(request);
      const view =
        body.tipo === 'OFERTA'
          ? await createOferta(deps.database, request.tenant.id, user, body.oferta)
          : await createEntrada(deps.database, request.tenant.id, user, body.entrada);
      return reply.code(201).send(view);
    },
  });

  app.get('/api/atenciones/entradas/:id', {
    config: { access: API_ACCESS.anyRole },
    schema: { params: idPathSchema, response: { 200: atencionViewSchema } },
    handler: (request) =>
      atencionById(deps.database, request.tenant.id, currentUser(request), request.params.id),
  });

  app.put('/api/atenciones/paquete/:id/', {
    config: { access: API_ACCESS.anyRole },
    schema: {
      params: idPathSchema,
      body: paqueteEstadoUpdateSchema,
      response: { 200: paqueteEstadoResponseSchema },
    },
    handler: async (request) => ({
      estado: await updatePaqueteEstado(
        deps.database,
        request.tenant.id,
        currentUser(request),
        request.params.id,
        request.body,
      ),
    }),
  });

  // Decision 73: both change what a month's figures count: marking is Manager and above, deleting Admin.
  app.put('/api/atenciones/:id/', {
    config: { access: API_ACCESS.manager },
    schema: { params: idPathSchema, body: atencionUpdateSchema, response: { 200: atencionViewSchema } },
    handler: (request) =>
      markAtencionUpdated(
        deps.database,
        request.tenant.id,
        currentUser(request),
        request.params.id,
        request.body.updated_on,
      ),
  });

  app.delete('/api/atenciones/:id/', {
    config: { access: API_ACCESS.admin },
    schema: { params: idPathSchema, response: { 204: z.null() } },
    handler: async (request, reply) => {
      await removeAtencion(deps.database, request.tenant.id, currentUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  });

  agendadosRoutes(app, deps);
  ofertasRoutes(app, deps);
  pipelineRoutes(app, deps);
  atencionesListsRoutes(app, deps);
}
