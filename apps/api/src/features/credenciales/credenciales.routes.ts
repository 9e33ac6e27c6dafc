import { z } from 'zod';
import {
  CREDENCIALES_FILTERS,
  CREDENCIALES_PAGING,
  credencialesPageSchema,
  credencialFormSchema,
  credencialReveladaSchema,
  credencialSchema,
  revelacionesSchema,
} from '@ventas/domain/credenciales/credenciales-contract';
import { detailSchema, badRequestSchema } from '@ventas/domain/http/error-contract';
import { idPathSchema } from '@ventas/domain/http/id';
import { API_ACCESS } from '@ventas/domain/permissions/api-rules';
import type { Database } from '../../db/database';
import { currentUser } from '../../http/request-context';
import type { ApiInstance } from '../../http/route-types';
import { listQuerySchema } from '../../lists/list-query';
import { createCredencialesService } from './credenciales.service';
import { credentialsCipher } from './credentials-cipher';

const BASE = '/api/scraping/claves';

/**
 * SPEC §7 "Credentials: GET/POST /api/scraping/claves/; PUT, DELETE .../{id}/" (issue 16): Admin
 * and above read; only SuperAdmin writes, reveals the secrets (recorded) and nobody reads them
 * anywhere else. The reveal path is the one a test's secret scanner allows `password`/`cookie` on.
 */
export function credencialesRoutes(
  app: ApiInstance,
  deps: { database: Database; credentialsKey: string },
): void {
  const service = createCredencialesService(deps.database, credentialsCipher(deps.credentialsKey));

  app.get(`${BASE}/`, {
    config: { access: API_ACCESS.admin },
    schema: {
      querystring: listQuerySchema(CREDENCIALES_FILTERS, CREDENCIALES_PAGING),
      response: { 200: credencialesPageSchema },
    },
    handler: (request) => service.list(request.tenant.id, request.query),
  });

  app.get(`${BASE}/:id/`, {
    config: { access: API_ACCESS.admin },
    schema: { params: idPathSchema, response: { 200: credencialSchema, 404: detailSchema } },
    handler: (request) => service.detail(request.tenant.id, request.params.id),
  });

  app.post(`${BASE}/`, {
    config: { access: API_ACCESS.superadmin },
    schema: { body: credencialFormSchema, response: { 201: credencialSchema, 400: badRequestSchema } },
    handler: async (request, reply) =>
      reply.code(201).send(await service.create(request.tenant.id, request.body)),
  });

  app.put(`${BASE}/:id/`, {
    config: { access: API_ACCESS.superadmin },
    schema: {
      params: idPathSchema,
      body: credencialFormSchema,
      response: { 200: credencialSchema, 400: badRequestSchema, 404: detailSchema },
    },
    handler: (request) => service.update(request.tenant.id, request.params.id, request.body),
  });

  app.delete(`${BASE}/:id/`, {
    config: { access: API_ACCESS.superadmin },
    schema: { params: idPathSchema, response: { 204: z.null(), 404: detailSchema } },
    handler: async (request, reply) => {
      await service.remove(request.tenant.id, request.params.id);
      return reply.code(204).send(null);
    },
  });

  app.post(`${BASE}/:id/revelar/`, {
    config: { access: API_ACCESS.superadmin },
    schema: {
      params: idPathSchema,
      response: { 200: credencialReveladaSchema, 404: detailSchema, 409: detailSchema },
    },
    handler: (request) =>
      service.reveal(request.tenant.id, request.params.id, currentUser(request).accountId),
  });

  app.get(`${BASE}/:id/revelaciones/`, {
    config: { access: API_ACCESS.admin },
    schema: { params: idPathSchema, response: { 200: revelacionesSchema, 404: detailSchema } },
    handler: (request) => service.revelaciones(request.tenant.id, request.params.id),
  });
}
