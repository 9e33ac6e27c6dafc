import { z } from 'zod';
import { badRequestSchema, detailSchema } from '@ventas/domain/http/error-contract';
import { idPathSchema } from '@ventas/domain/http/id';
import {
  tipoVentaAdminSchema,
  tipoVentaCambioSchema,
  tipoVentaNuevoSchema,
  tiposVentaAdminSchema,
  tiposVentaOrdenSchema,
} from '@ventas/domain/opciones/tipos-venta-contract';
import { API_ACCESS } from '@ventas/domain/permissions/api-rules';
import type { Database } from '../../db/database';
import type { ApiInstance } from '../../http/route-types';
import { createTiposVentaService } from './tipos-venta.service';

const BASE = '/api/utils/opciones/tipo_venta/';

/**
 * Administración · Tipos de venta (issue 29 §5; paths the spec does not list): the distributor's
 * Admins and SuperAdmins list, add, rename, (de)activate, reorder and delete its sale types. Every
 * role reads the list itself from GET /api/utils/opciones/ (`tipo_venta`).
 */
export function tiposVentaRoutes(app: ApiInstance, deps: { database: Database }): void {
  const tiposVenta = createTiposVentaService(deps.database);

  app.get(BASE, {
    config: { access: API_ACCESS.admin },
    schema: { response: { 200: tiposVentaAdminSchema } },
    handler: (request) => tiposVenta.listar(request.tenant.id),
  });

  app.post(BASE, {
    config: { access: API_ACCESS.admin },
    schema: { body: tipoVentaNuevoSchema, response: { 201: tipoVentaAdminSchema, 400: badRequestSchema } },
    handler: async (request, reply) => {
      const created = await tiposVenta.crear(request.tenant.id, request.body);
      return reply.code(201).send(created);
    },
  });

  app.put(`${BASE}orden/`, {
    config: { access: API_ACCESS.admin },
    schema: { body: tiposVentaOrdenSchema, response: { 200: tiposVentaAdminSchema, 400: badRequestSchema } },
    handler: (request) => tiposVenta.reordenar(request.tenant.id, request.body.ids),
  });

  app.put(`${BASE}:id/`, {
    config: { access: API_ACCESS.admin },
    schema: {
      params: idPathSchema,
      body: tipoVentaCambioSchema,
      response: { 200: tipoVentaAdminSchema, 400: badRequestSchema, 404: detailSchema },
    },
    handler: (request) => tiposVenta.cambiar(request.tenant.id, request.params.id, request.body),
  });

  app.delete(`${BASE}:id/`, {
    config: { access: API_ACCESS.admin },
    schema: { params: idPathSchema, response: { 204: z.null(), 404: detailSchema, 409: detailSchema } },
    handler: async (request, reply) => {
      await tiposVenta.borrar(request.tenant.id, request.params.id);
      return reply.code(204).send(null);
    },
  });
}
