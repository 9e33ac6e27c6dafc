import { z } from 'zod';
import {
  disponibilidadesQuerySchema,
  disponibilidadFormSchema,
  disponibilidadSchema,
} from '@ventas/domain/cuentas/disponibilidad-contract';
import { idPathSchema } from '@ventas/domain/http/id';
import { API_ACCESS } from '@ventas/domain/permissions/api-rules';
import type { Database } from '../../db/database';
import { AppError, notFound } from '../../http/app-error';
import type { ApiInstance } from '../../http/route-types';
import { comprobarCuentas } from '../comerciales/comerciales.public';
import {
  createDisponibilidad,
  deleteDisponibilidad,
  listDisponibilidades,
  updateDisponibilidad,
} from './disponibilidades.repository';

const BASE = '/api/cuentas/disponibilidades';

/**
 * SPEC §3 "Commercial availability", edited per person in RRHH (issue 16): GET ?commercial=,
 * POST, PUT/DELETE {id}/. Admin and above, as the rest of the people directory.
 */
export function disponibilidadesRoutes(app: ApiInstance, deps: { database: Database }): void {
  const { database } = deps;

  app.get(`${BASE}/`, {
    config: { access: API_ACCESS.admin },
    schema: { querystring: disponibilidadesQuerySchema, response: { 200: z.array(disponibilidadSchema) } },
    handler: (request) =>
      database.tenant(request.tenant.id, async (tx) => {
        const { commercial } = request.query;
        // A person of another distributor is one this one does not have.
        try {
          await comprobarCuentas(tx, 'commercial', [commercial]);
        } catch (error) {
          if (error instanceof AppError && error.code === 'validation') throw notFound('No existe la cuenta');
          throw error;
        }
        return listDisponibilidades(tx, commercial);
      }),
  });

  app.post(`${BASE}/`, {
    config: { access: API_ACCESS.admin },
    schema: { body: disponibilidadFormSchema, response: { 201: disponibilidadSchema } },
    handler: async (request, reply) => {
      const created = await database.tenant(request.tenant.id, (tx) =>
        createDisponibilidad(tx, request.body),
      );
      return reply.code(201).send(created);
    },
  });

  app.put(`${BASE}/:id/`, {
    config: { access: API_ACCESS.admin },
    schema: { params: idPathSchema, body: disponibilidadFormSchema, response: { 200: disponibilidadSchema } },
    handler: (request) =>
      database.tenant(request.tenant.id, (tx) => updateDisponibilidad(tx, request.params.id, request.body)),
  });

  app.delete(`${BASE}/:id/`, {
    config: { access: API_ACCESS.admin },
    schema: { params: idPathSchema, response: { 204: z.null() } },
    handler: async (request, reply) => {
      await database.tenant(request.tenant.id, (tx) => deleteDisponibilidad(tx, request.params.id));
      return reply.code(204).send(null);
    },
  });
}
