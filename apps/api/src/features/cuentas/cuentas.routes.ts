import { z } from 'zod';
import {
  CUENTAS_FILTERS,
  CUENTAS_PAGING,
  cuentaCreateSchema,
  cuentaSchema,
  cuentasPageSchema,
  cuentaUpdateSchema,
} from '@ventas/domain/cuentas/cuenta-form';
import { detailSchema } from '@ventas/domain/http/error-contract';
import { idPathSchema } from '@ventas/domain/http/id';
import { API_ACCESS } from '@ventas/domain/permissions/api-rules';
import type { Database } from '../../db/database';
import { currentUser } from '../../http/request-context';
import type { ApiInstance } from '../../http/route-types';
import { listQuerySchema } from '@ventas/domain/http/list-query';
import { cambiarPasswordRoutes } from './cambiar-password.routes';
import { actorDe, createCuentasService } from './cuentas.service';

const BASE = '/api/cuentas/entradas';

/**
 * SPEC §7 "Accounts and people": GET/POST /api/cuentas/entradas/, PUT/DELETE {id}/ (issue 16).
 * Admin and above list, create and delete; everyone edits, within reglas-cuentas.ts (a Manager
 * or Comercial only their own account). Also the password change (cambiar-password.routes.ts).
 */
export function cuentasRoutes(app: ApiInstance, deps: { database: Database }): void {
  const service = createCuentasService(deps.database);

  app.get(`${BASE}/`, {
    config: { access: API_ACCESS.admin },
    schema: {
      querystring: listQuerySchema(CUENTAS_FILTERS, CUENTAS_PAGING),
      response: { 200: z.union([cuentasPageSchema, z.array(cuentaSchema)]) },
    },
    handler: (request) => service.listar(request.tenant.id, request.query),
  });

  app.post(`${BASE}/`, {
    config: { access: API_ACCESS.admin },
    schema: { body: cuentaCreateSchema, response: { 201: cuentaSchema } },
    handler: async (request, reply) => {
      const cuenta = await service.crear(request.tenant.id, actorDe(currentUser(request)), request.body);
      return reply.code(201).send(cuenta);
    },
  });

  app.put(`${BASE}/:id/`, {
    config: { access: API_ACCESS.anyRole },
    schema: {
      params: idPathSchema,
      body: cuentaUpdateSchema,
      response: { 200: cuentaSchema, 409: detailSchema },
    },
    handler: (request) =>
      service.editar(request.tenant.id, actorDe(currentUser(request)), request.params.id, request.body),
  });

  app.delete(`${BASE}/:id/`, {
    config: { access: API_ACCESS.admin },
    schema: { params: idPathSchema, response: { 204: z.null(), 409: detailSchema } },
    handler: async (request, reply) => {
      await service.borrar(request.tenant.id, actorDe(currentUser(request)), request.params.id);
      return reply.code(204).send(null);
    },
  });

  cambiarPasswordRoutes(app, { service });
}
