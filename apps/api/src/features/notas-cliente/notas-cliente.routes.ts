import { toComercialRef, type JoinedComercial } from '@ventas/domain/people/comercial-ref';
import { API_ACCESS } from '@ventas/domain/permissions/api-rules';
import {
  notasClienteQuerySchema,
  notaSchema,
  notasSchema,
  type Nota,
} from '@ventas/domain/telework/notas-cliente-contract';
import { notaClienteSchema } from '@ventas/domain/telework/telework-schemas';
import type { Database } from '../../db/database';
import { currentUser } from '../../http/request-context';
import type { ApiInstance } from '../../http/route-types';
import { createNotasClienteService } from './notas-cliente.service';

type NotaRow = JoinedComercial & { id: number; nota: string; clienteId: number; createdOn: Date };

const toNota = (row: NotaRow): Nota => ({
  id: row.id,
  comercial: toComercialRef(row),
  nota: row.nota,
  cliente: row.clienteId,
  created_on: row.createdOn.toISOString(),
});

/** SPEC §7 Telework "notascliente": a customer's notes, for those who may work the customer. */
export function notasClienteRoutes(app: ApiInstance, deps: { database: Database }): void {
  const notas = createNotasClienteService(deps.database);

  app.get('/api/clientes/notascliente/', {
    config: { access: API_ACCESS.anyRole },
    schema: { querystring: notasClienteQuerySchema, response: { 200: notasSchema } },
    handler: async (request) => {
      const rows = await notas.listar(request.tenant.id, currentUser(request), request.query.client_id);
      return rows.map(toNota);
    },
  });

  app.post('/api/clientes/notascliente/', {
    config: { access: API_ACCESS.anyRole },
    schema: { body: notaClienteSchema, response: { 201: notaSchema } },
    handler: async (request, reply) => {
      const row = await notas.crear(request.tenant.id, currentUser(request), request.body);
      return reply.code(201).send(toNota(row));
    },
  });
}
