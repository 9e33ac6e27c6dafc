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
import { comercialPedido, idsVisibles } from '../comerciales/comerciales.public';
import { createHoliday, deleteHoliday, listHolidays, updateHoliday } from './holidays.repository';

const BASE = '/api/cuentas/holidays';

/**
 * SPEC §7 Holidays: GET /api/cuentas/holidays/ (start-end, optional commercial), POST, PUT/DELETE
 * {id}/. Reading follows decision 83 (own, team, all); writing is Admin and above.
 */
export function holidaysRoutes(app: ApiInstance, deps: { database: Database }): void {
  const { database } = deps;

  app.get(`${BASE}/`, {
    config: { access: API_ACCESS.anyRole },
    schema: { querystring: holidaysQuerySchema, response: { 200: z.array(holidaySchema) } },
    handler: (request) => {
      const user = currentUser(request);
      const { start, end, commercial } = request.query;
      return database.tenant(request.tenant.id, async (tx) => {
        if (commercial === undefined) return listHolidays(tx, { start, end }, idsVisibles(user));
        const cuenta = await comercialPedido(tx, user, commercial);
        return listHolidays(tx, { start, end }, null, cuenta.id);
      });
    },
  });

  app.post(`${BASE}/`, {
    config: { access: API_ACCESS.admin },
    schema: { body: holidayFormSchema, response: { 201: holidaySchema } },
    handler: async (request, reply) => {
      const created = await database.tenant(request.tenant.id, (tx) => createHoliday(tx, request.body));
      return reply.code(201).send(created);
    },
  });

  app.put(`${BASE}/:id/`, {
    config: { access: API_ACCESS.admin },
    schema: { params: idPathSchema, body: holidayFormSchema, response: { 200: holidaySchema } },
    handler: (request) =>
      database.tenant(request.tenant.id, (tx) => updateHoliday(tx, request.params.id, request.body)),
  });

  app.delete(`${BASE}/:id/`, {
    config: { access: API_ACCESS.admin },
    schema: { params: idPathSchema, response: { 204: z.null() } },
    handler: async (request, reply) => {
      await database.tenant(request.tenant.id, (tx) => deleteHoliday(tx, request.params.id));
      return reply.code(204).send(null);
    },
  });
}
