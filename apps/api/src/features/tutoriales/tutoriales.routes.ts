import { z } from 'zod';
import { detailSchema, badRequestSchema } from '@ventas/domain/http/error-contract';
import { idPathSchema } from '@ventas/domain/http/id';
import { API_ACCESS } from '@ventas/domain/permissions/api-rules';
import {
  tutorialFormSchema,
  tutorialesOrdenSchema,
  tutorialesSchema,
  tutorialSchema,
} from '@ventas/domain/tutoriales/tutoriales-contract';
import type { Database } from '../../db/database';
import type { ApiInstance } from '../../http/route-types';
import { createTutorialesService } from './tutoriales.service';

const BASE = '/api/tutoriales';

/**
 * Issue 17 (group A; the spec shows no paths, recorded in the decisions): everyone of a group-A
 * distributor reads the list in order; Admin and above add, edit, remove and reorder.
 * GET/POST /api/tutoriales/, PUT/DELETE /api/tutoriales/{id}/, POST /api/tutoriales/orden/.
 */
export function tutorialesRoutes(app: ApiInstance, deps: { database: Database }): void {
  const tutoriales = createTutorialesService(deps.database);

  app.get(`${BASE}/`, {
    config: { access: API_ACCESS.tutoriales },
    schema: { response: { 200: tutorialesSchema } },
    handler: (request) => tutoriales.listar(request.tenant.id),
  });

  app.post(`${BASE}/`, {
    config: { access: API_ACCESS.tutorialesAdmin },
    schema: { body: tutorialFormSchema, response: { 201: tutorialSchema, 400: badRequestSchema } },
    handler: async (request, reply) => {
      const created = await tutoriales.crear(request.tenant.id, request.body);
      return reply.code(201).send(created);
    },
  });

  app.put(`${BASE}/:id/`, {
    config: { access: API_ACCESS.tutorialesAdmin },
    schema: {
      params: idPathSchema,
      body: tutorialFormSchema,
      response: { 200: tutorialSchema, 400: badRequestSchema, 404: detailSchema },
    },
    handler: (request) => tutoriales.cambiar(request.tenant.id, request.params.id, request.body),
  });

  app.delete(`${BASE}/:id/`, {
    config: { access: API_ACCESS.tutorialesAdmin },
    schema: { params: idPathSchema, response: { 204: z.null(), 404: detailSchema } },
    handler: async (request, reply) => {
      await tutoriales.borrar(request.tenant.id, request.params.id);
      return reply.code(204).send(null);
    },
  });

  app.post(`${BASE}/orden/`, {
    config: { access: API_ACCESS.tutorialesAdmin },
    schema: { body: tutorialesOrdenSchema, response: { 200: tutorialesSchema, 400: badRequestSchema } },
    handler: (request) => tutoriales.reordenar(request.tenant.id, request.body.ids),
  });
}
