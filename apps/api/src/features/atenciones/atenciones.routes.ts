import { z } from 'zod';
import { API_ACCESS } from '@ventas/domain/permissions/api-rules';
import { idParamSchema, nuevaEntradaSchema } from '@ventas/domain/telework/telework-schemas';
import type { Database } from '../../db/database';
import { currentUser } from '../../http/request-context';
import type { ApiInstance } from '../../http/route-types';
import { agendadosRoutes } from './agendados.routes';
import { atencionViewSchema } from './atencion-view';
import { atencionById, contractsOfCliente, createEntrada, historicoOfCliente } from './atenciones.service';

const idParams = z.object({ id: idParamSchema });

/** SPEC §3 "Package line" contract fields of one live package (ACTIVO, or VUELO = in flight). */
const contractSchema = z.object({
  id: z.number().int(),
  oferta_id: z.number().int(),
  estado: z.string(),
  en_vuelo: z.boolean(),
  tipo_linea: z.string(),
  isp: z.string().nullable(),
  segmento: z.string().nullable(),
  tariff_category: z.string().nullable(),
  servicios: z.array(z.string()),
  permanence_end: z.string().nullable(),
  estado_servicio: z.string().nullable(),
  package_id: z.string().nullable(),
  sfid: z.string().nullable(),
  order_id: z.string().nullable(),
  tarifa_nombre: z.string().nullable(),
  lineas_asociadas: z.array(z.string()),
  created_on: z.string(),
});

/** SPEC §7 Telework: a customer's history, contracts and new entries (agendado, no interesado, gestión). */
export function atencionesRoutes(app: ApiInstance, deps: { database: Database }): void {
  app.get('/api/atenciones/historico/:id', {
    config: { access: API_ACCESS.anyRole },
    schema: { params: idParams, response: { 200: z.array(atencionViewSchema) } },
    handler: (request) =>
      historicoOfCliente(deps.database, request.tenant.id, currentUser(request), request.params.id),
  });

  app.get('/api/atenciones/contracts/:id', {
    config: { access: API_ACCESS.anyRole },
    schema: { params: idParams, response: { 200: z.array(contractSchema) } },
    handler: async (request) => {
      const rows = await contractsOfCliente(
        deps.database,
        request.tenant.id,
        currentUser(request),
        request.params.id,
      );
      return rows.map((row) => ({
        ...row,
        en_vuelo: row.estado === 'VUELO',
        created_on: row.created_on.toISOString(),
      }));
    },
  });

  app.post('/api/atenciones/entradas/', {
    config: { access: API_ACCESS.anyRole },
    schema: { body: nuevaEntradaSchema, response: { 201: atencionViewSchema } },
    handler: async (request, reply) => {
      const view = await createEntrada(deps.database, request.tenant.id, currentUser(request), request.body);
      return reply.code(201).send(view);
    },
  });

  app.get('/api/atenciones/entradas/:id', {
    config: { access: API_ACCESS.anyRole },
    schema: { params: idParams, response: { 200: atencionViewSchema } },
    handler: (request) =>
      atencionById(deps.database, request.tenant.id, currentUser(request), request.params.id),
  });

  agendadosRoutes(app, deps);
}
