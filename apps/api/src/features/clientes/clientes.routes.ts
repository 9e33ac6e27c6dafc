import { z } from 'zod';
import { clienteFormSchema } from '@ventas/domain/clientes/cliente-form';
import { detailSchema } from '@ventas/domain/http/error-contract';
import {
  clienteDuplicateSchema,
  clienteRecordSchema,
  clientesPageSchema,
} from '@ventas/domain/clientes/cliente-record';
import { idPathSchema } from '@ventas/domain/http/id';
import { API_ACCESS } from '@ventas/domain/permissions/api-rules';
import type { Database } from '../../db/database';
import { currentUser } from '../../http/request-context';
import type { ApiInstance } from '../../http/route-types';
import { clientesFiltersSchema } from './clientes-filters';
import { scopeOf } from './clientes-scope';
import { createClientesService } from './clientes.service';

/** SPEC §7 "Telework": the customer database. Scoping rules live in the service. */
export function clientesRoutes(app: ApiInstance, deps: { database: Database }): void {
  const service = createClientesService(deps.database);

  app.get('/api/clientes/entradas/', {
    config: { access: API_ACCESS.anyRole },
    schema: { querystring: clientesFiltersSchema, response: { 200: clientesPageSchema } },
    handler: (request) => service.list(request.tenant.id, request.query, scopeOf(currentUser(request))),
  });

  app.post('/api/clientes/entradas/', {
    config: { access: API_ACCESS.anyRole },
    schema: { body: clienteFormSchema, response: { 201: clienteRecordSchema, 409: clienteDuplicateSchema } },
    handler: async (request, reply) => {
      const record = await service.create(request.tenant.id, request.body, scopeOf(currentUser(request)));
      return reply.code(201).send(record);
    },
  });

  app.get('/api/clientes/entradas/:id/', {
    config: { access: API_ACCESS.anyRole },
    schema: { params: idPathSchema, response: { 200: clienteRecordSchema } },
    handler: (request) => service.get(request.tenant.id, request.params.id, scopeOf(currentUser(request))),
  });

  app.put('/api/clientes/entradas/:id/', {
    config: { access: API_ACCESS.anyRole },
    schema: {
      params: idPathSchema,
      body: clienteFormSchema,
      // 409: a document or phone taken (SPEC §8), or an erased customer (issue 17).
      response: { 200: clienteRecordSchema, 409: z.union([clienteDuplicateSchema, detailSchema]) },
    },
    handler: (request) =>
      service.update(request.tenant.id, request.params.id, request.body, scopeOf(currentUser(request))),
  });

  // Deleting a customer erases its history: Admin and above only (docs/decisions/).
  app.delete('/api/clientes/entradas/:id/', {
    config: { access: API_ACCESS.admin },
    schema: { params: idPathSchema, response: { 204: z.null() } },
    handler: async (request, reply) => {
      await service.remove(request.tenant.id, request.params.id);
      return reply.code(204).send(null);
    },
  });
}
