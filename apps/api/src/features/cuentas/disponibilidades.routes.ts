import { z } from 'zod';
import {
  disponibilidadesQuerySchema,
  disponibilidadFormSchema,
  disponibilidadSchema,
} from '@ventas/domain/cuentas/disponibilidad-contract';
import { idPathSchema } from '@ventas/domain/http/id';
import { API_ACCESS } from '@ventas/domain/permissions/api-rules';
import type { Database } from '../../db/database';
import type { ApiInstance } from '../../http/route-types';
import { createDisponibilidadesService } from './disponibilidades.service';

const BASE = '/api/cuentas/disponibilidades';

/**
 * SPEC §3 "Commercial availability", edited per person in RRHH (issue 16): GET ?commercial=,
 * POST, PUT/DELETE {id}/. Admin and above, as the rest of the people directory.
 */
export function disponibilidadesRoutes(app: ApiInstance, deps: { database: Database }): void {
  const disponibilidades = createDisponibilidadesService(deps.database);

  app.get(`${BASE}/`, {
    config: { access: API_ACCESS.admin },
    schema: { querystring: disponibilidadesQuerySchema, response: { 200: z.array(disponibilidadSchema) } },
    handler: (request) => disponibilidades.listar(request.tenant.id, request.query.commercial),
  });

  app.post(`${BASE}/`, {
    config: { access: API_ACCESS.admin },
    schema: { body: disponibilidadFormSchema, response: { 201: disponibilidadSchema } },
    handler: async (request, reply) => {
      const created = await disponibilidades.crear(request.tenant.id, request.body);
      return reply.code(201).send(created);
    },
  });

  app.put(`${BASE}/:id/`, {
    config: { access: API_ACCESS.admin },
    schema: { params: idPathSchema, body: disponibilidadFormSchema, response: { 200: disponibilidadSchema } },
    handler: (request) => disponibilidades.cambiar(request.tenant.id, request.params.id, request.body),
  });

  app.delete(`${BASE}/:id/`, {
    config: { access: API_ACCESS.admin },
    schema: { params: idPathSchema, response: { 204: z.null() } },
    handler: async (request, reply) => {
      await disponibilidades.borrar(request.tenant.id, request.params.id);
      return reply.code(204).send(null);
    },
  });
}
