import { z } from 'zod';
import {
  holidayFormSchema,
  holidaySchema,
  holidaysQuerySchema,
} from '@ventas/domain/cuentas/holidays-contract';
import { idPathSchema } from '@ventas/domain/http/id';
import { API_ACCESS } from '@ventas/domain/permissions/api-rules';
import type { Database } from '../../db/database';
import { currentUser } from '../../http/request-context';
import type { ApiInstance } from '../../http/route-types';
import { createHolidaysService } from './holidays.service';

const BASE = '/api/cuentas/holidays';

/**
 * SPEC §7 Holidays: GET /api/cuentas/holidays/ (start-end, optional commercial), POST, PUT/DELETE
 * {id}/. Reading follows decision 83 (own, team, all); writing is Admin and above.
 */
export function holidaysRoutes(app: ApiInstance, deps: { database: Database }): void {
  const holidays = createHolidaysService(deps.database);

  app.get(`${BASE}/`, {
    config: { access: API_ACCESS.anyRole },
    schema: { querystring: holidaysQuerySchema, response: { 200: z.array(holidaySchema) } },
    handler: (request) => holidays.listar(request.tenant.id, currentUser(request), request.query),
  });

  app.post(`${BASE}/`, {
    config: { access: API_ACCESS.admin },
    schema: { body: holidayFormSchema, response: { 201: holidaySchema } },
    handler: async (request, reply) => {
      const created = await holidays.crear(request.tenant.id, request.body);
      return reply.code(201).send(created);
    },
  });

  app.put(`${BASE}/:id/`, {
    config: { access: API_ACCESS.admin },
    schema: { params: idPathSchema, body: holidayFormSchema, response: { 200: holidaySchema } },
    handler: (request) => holidays.cambiar(request.tenant.id, request.params.id, request.body),
  });

  app.delete(`${BASE}/:id/`, {
    config: { access: API_ACCESS.admin },
    schema: { params: idPathSchema, response: { 204: z.null() } },
    handler: async (request, reply) => {
      await holidays.borrar(request.tenant.id, request.params.id);
      return reply.code(204).send(null);
    },
  });
}
