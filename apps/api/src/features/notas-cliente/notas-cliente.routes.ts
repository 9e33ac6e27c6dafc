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
import { requireVisibleCliente } from '../clientes/clientes.public';
import { insertNota, listNotasOfCliente } from './notas-cliente.repository';

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
  app.get('/api/clientes/notascliente/', {
    config: { access: API_ACCESS.anyRole },
    schema: { querystring: notasClienteQuerySchema, response: { 200: notasSchema } },
    handler: async (request) => {
      const tenantId = request.tenant.id;
      const clienteId = request.query.client_id;
      const rows = await deps.database.tenant(tenantId, async (tx) => {
        await requireVisibleCliente(tx, currentUser(request), clienteId);
        return listNotasOfCliente(tx, clienteId);
      });
      return rows.map(toNota);
    },
  });

  app.post('/api/clientes/notascliente/', {
    config: { access: API_ACCESS.anyRole },
    schema: { body: notaClienteSchema, response: { 201: notaSchema } },
    handler: async (request, reply) => {
      const tenantId = request.tenant.id;
      const user = currentUser(request);
      const { cliente, nota } = request.body;
      const row = await deps.database.tenant(tenantId, async (tx) => {
        await requireVisibleCliente(tx, user, cliente);
        // The author is always the caller, whatever `comercial` the form sends.
        return insertNota(tx, { clienteId: cliente, comercialId: user.accountId, nota });
      });
      return reply.code(201).send(toNota(row));
    },
  });
}
