import {
  MENSAJES_CIERRE,
  cierreMesBodySchema,
  cierresListSchema,
  clawbackBodySchema,
  clawbackSchema,
  extractoQuerySchema,
  extractoSchema,
  reaperturaBodySchema,
} from '@ventas/domain/calculadora/extracto-contract';
import { textoMes } from '@ventas/domain/calculadora/objetivos-contract';
import { detailSchema } from '@ventas/domain/http/error-contract';
import { API_ACCESS } from '@ventas/domain/permissions/api-rules';
import { currentUser } from '../../../http/request-context';
import type { ApiInstance } from '../../../http/route-types';
import type { createExtractoService } from './extracto.service';

const BASE = '/api/calculadora';

/**
 * The commission statement (anyone, their own; managers their team's) and the month close
 * (Admin and above). Paths the spec does not show (decision 89).
 */
export function extractoRoutes(app: ApiInstance, service: ReturnType<typeof createExtractoService>): void {
  app.get(`${BASE}/extracto/`, {
    config: { access: API_ACCESS.anyRole },
    schema: { querystring: extractoQuerySchema, response: { 200: extractoSchema } },
    handler: (request) => service.extracto(request.tenant.id, currentUser(request), request.query),
  });

  app.get(`${BASE}/cierres/`, {
    config: { access: API_ACCESS.admin },
    schema: { response: { 200: cierresListSchema } },
    handler: (request) => service.listar(request.tenant.id),
  });

  app.post(`${BASE}/cierres/`, {
    config: { access: API_ACCESS.admin },
    schema: { body: cierreMesBodySchema, response: { 201: detailSchema } },
    handler: async (request, reply) => {
      await service.cerrar(request.tenant.id, currentUser(request), request.body.fecha);
      return reply.code(201).send({ detail: MENSAJES_CIERRE.cerrado(textoMes(request.body.fecha)) });
    },
  });

  app.get(`${BASE}/clawback/`, {
    config: { access: API_ACCESS.manager },
    schema: { response: { 200: clawbackSchema } },
    handler: (request) => service.clawback(request.tenant.id),
  });

  app.put(`${BASE}/clawback/`, {
    config: { access: API_ACCESS.admin },
    schema: { body: clawbackBodySchema, response: { 200: clawbackSchema } },
    handler: (request) => service.guardarClawback(request.tenant.id, request.body.operadores),
  });

  app.post(`${BASE}/cierres/reabrir/`, {
    config: { access: API_ACCESS.admin },
    schema: { body: reaperturaBodySchema, response: { 200: detailSchema } },
    handler: async (request) => {
      const { fecha, motivo } = request.body;
      await service.reabrir(request.tenant.id, currentUser(request), fecha, motivo);
      return { detail: MENSAJES_CIERRE.reabierto(textoMes(fecha)) };
    },
  });
}
