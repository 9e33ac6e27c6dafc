import multipart from '@fastify/multipart';
import { z } from 'zod';
import { detailSchema, badRequestSchema } from '@ventas/domain/http/error-contract';
import { idPathSchema } from '@ventas/domain/http/id';
import {
  marcarClienteSchema,
  marcarTelefonoSchema,
  NO_LLAMAR_FILTERS,
  NO_LLAMAR_PAGING,
  noLlamarClienteSchema,
  noLlamarPageSchema,
  noLlamarSchema,
} from '@ventas/domain/no-llamar/no-llamar-contract';
import { IMPORTAR_MAX_BYTES, resultadoImportarSchema } from '@ventas/domain/no-llamar/no-llamar-importacion';
import { API_ACCESS } from '@ventas/domain/permissions/api-rules';
import type { Database } from '../../db/database';
import { currentUser } from '../../http/request-context';
import type { ApiInstance } from '../../http/route-types';
import { listQuerySchema } from '../../lists/list-query';
import { recibirFichero } from './no-llamar-fichero';
import { createNoLlamarService } from './no-llamar.service';

const BASE = '/api/no-llamar';

/**
 * Issue 17 "Do-not-call (no llamar)". The spec shows no paths (decision in
 * .scratch/decisions-no-llamar.md): the list (Admin and above), marking one phone or every phone
 * of a customer (anyone who may work that customer; a bare phone Admin and above), a customer's
 * opted-out phones (the dialog hides their click-to-call), withdrawal and the bulk upload
 * (SuperAdmin).
 */
export function noLlamarRoutes(app: ApiInstance, deps: { database: Database }): void {
  const service = createNoLlamarService(deps.database);

  app.get(`${BASE}/`, {
    config: { access: API_ACCESS.admin },
    schema: {
      querystring: listQuerySchema(NO_LLAMAR_FILTERS, NO_LLAMAR_PAGING),
      response: { 200: noLlamarPageSchema },
    },
    handler: (request) => service.listar(request.tenant.id, request.query),
  });

  app.post(`${BASE}/`, {
    config: { access: API_ACCESS.anyRole },
    schema: {
      body: marcarTelefonoSchema,
      response: {
        200: noLlamarSchema,
        201: noLlamarSchema,
        400: badRequestSchema,
        403: detailSchema,
        404: detailSchema,
      },
    },
    handler: async (request, reply) => {
      const { fila, nuevo } = await service.marcar(request.tenant.id, currentUser(request), request.body);
      return reply.code(nuevo ? 201 : 200).send(fila);
    },
  });

  app.get(`${BASE}/cliente/:id/`, {
    config: { access: API_ACCESS.anyRole },
    schema: { params: idPathSchema, response: { 200: noLlamarClienteSchema, 404: detailSchema } },
    handler: (request) => service.deCliente(request.tenant.id, currentUser(request), request.params.id),
  });

  app.post(`${BASE}/cliente/:id/`, {
    config: { access: API_ACCESS.anyRole },
    schema: {
      params: idPathSchema,
      body: marcarClienteSchema,
      response: { 200: noLlamarClienteSchema, 400: badRequestSchema, 404: detailSchema },
    },
    handler: (request) =>
      service.marcarCliente(request.tenant.id, currentUser(request), request.params.id, request.body.motivo),
  });

  app.delete(`${BASE}/:id/`, {
    config: { access: API_ACCESS.superadmin },
    schema: { params: idPathSchema, response: { 204: z.null(), 404: detailSchema, 409: detailSchema } },
    handler: async (request, reply) => {
      await service.retirar(request.tenant.id, request.params.id);
      // Who withdrew which row (never the phone itself in the log) until the audit log covers it.
      request.log.info(
        { noLlamarId: request.params.id, accountId: currentUser(request).accountId },
        'no llamar retirado',
      );
      return reply.code(204).send(null);
    },
  });

  // Only this scope reads multipart bodies.
  void app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: IMPORTAR_MAX_BYTES, files: 1, fields: 4, fieldSize: 100, parts: 6 },
    });
    scope.post(`${BASE}/importar/`, {
      config: { access: API_ACCESS.superadmin },
      schema: { response: { 200: resultadoImportarSchema, 400: badRequestSchema } },
      handler: async (request) => {
        const filas = await recibirFichero(request, scope.exportFiles, request.tenant.id);
        return service.importar(request.tenant.id, currentUser(request), filas);
      },
    });
  });
}
