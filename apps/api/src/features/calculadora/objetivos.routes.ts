import { z } from 'zod';
import {
  calculadoraQuerySchema,
  copyObjetivosResponseSchema,
  copyObjetivosSchema,
  mensajeObjetivosCopiados,
  objetivoFormSchema,
  objetivoSchema,
} from '@ventas/domain/calculadora/objetivos-contract';
import { objetivoMesConCierreSchema } from '@ventas/domain/calculadora/extracto-contract';
import { bolsaMesResponseSchema } from '@ventas/domain/calculadora/bolsa-contract';
import { idPathSchema } from '@ventas/domain/http/id';
import { API_ACCESS } from '@ventas/domain/permissions/api-rules';
import type { Database } from '../../db/database';
import { currentUser } from '../../http/request-context';
import type { ApiInstance } from '../../http/route-types';
import { createCalculadoraService } from './calculadora.service';
import type { createExtractoService } from './extracto/extracto.service';
import { createObjetivosService } from './objetivos.service';

const BASE = '/api/calculadora';

/** The month's figures (SPEC §7 Calculator) and the objectives' writes (decision 84). */
export function objetivosRoutes(
  app: ApiInstance,
  deps: { database: Database; extractos: ReturnType<typeof createExtractoService> },
): void {
  const service = createCalculadoraService(deps.database);
  const objetivos = createObjetivosService(deps.database);

  app.get(`${BASE}/objetivo_mes/`, {
    config: { access: API_ACCESS.anyRole },
    schema: { querystring: calculadoraQuerySchema, response: { 200: objetivoMesConCierreSchema } },
    handler: (request) => deps.extractos.objetivoMes(request.tenant.id, currentUser(request), request.query),
  });

  app.get(`${BASE}/bolsa_mes/`, {
    config: { access: API_ACCESS.anyRole },
    schema: { querystring: calculadoraQuerySchema, response: { 200: bolsaMesResponseSchema } },
    handler: (request) => service.bolsaMes(request.tenant.id, currentUser(request), request.query),
  });

  app.post(`${BASE}/objetivos/`, {
    config: { access: API_ACCESS.admin },
    schema: { body: objetivoFormSchema, response: { 201: objetivoSchema } },
    handler: async (request, reply) => {
      const created = await objetivos.crear(request.tenant.id, request.body);
      return reply.code(201).send(created);
    },
  });

  app.put(`${BASE}/objetivos/:id/`, {
    config: { access: API_ACCESS.admin },
    schema: { params: idPathSchema, body: objetivoFormSchema, response: { 200: objetivoSchema } },
    handler: (request) => objetivos.cambiar(request.tenant.id, request.params.id, request.body),
  });

  app.delete(`${BASE}/objetivos/:id/`, {
    config: { access: API_ACCESS.admin },
    schema: { params: idPathSchema, response: { 204: z.null() } },
    handler: async (request, reply) => {
      await objetivos.borrar(request.tenant.id, request.params.id);
      return reply.code(204).send(null);
    },
  });

  // Issue 14: "Managers use it to set and follow their team's objectives": a Manager copies their
  // team's (and their own) month forward; Admin and above the whole tenant's (decision 84).
  app.post(`${BASE}/copy-objetivos-next-month/`, {
    config: { access: API_ACCESS.manager },
    schema: { body: copyObjetivosSchema, response: { 200: copyObjetivosResponseSchema } },
    handler: async (request) => {
      const desde = { year: request.body.year, month: request.body.month };
      const copiados = await objetivos.copiarAlMesSiguiente(request.tenant.id, currentUser(request), desde);
      return { detail: mensajeObjetivosCopiados(desde), copiados };
    },
  });
}
