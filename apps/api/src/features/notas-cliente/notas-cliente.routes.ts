import { z } from 'zod';
import { API_ACCESS } from '@ventas/domain/permissions/api-rules';
import { idParamSchema, notaClienteSchema } from '@ventas/domain/telework/telework-schemas';
import type { Database } from '../../db/database';
import { currentUser } from '../../http/request-context';
import type { ApiInstance } from '../../http/route-types';
import { requireVisibleCliente } from '../clientes/cliente-access';
import { comercialRefSchema, toComercialRef, type JoinedComercial } from '../atenciones/comercial-ref';
import { insertNota, listNotasOfCliente } from './notas-cliente.repository';

/** SPEC §3 note: `{comercial, nota, cliente}` plus its id and creation time. */
const notaSchema = z.object({
  id: z.number().int(),
  comercial: comercialRefSchema,
  nota: z.string(),
  cliente: z.number().int(),
  created_on: z.string(),
});

type NotaRow = JoinedComercial & { id: number; nota: string; clienteId: number; createdOn: Date };

const toNota = (row: NotaRow): z.infer<typeof notaSchema> => ({
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
    schema: { querystring: z.object({ client_id: idParamSchema }), response: { 200: z.array(notaSchema) } },
    handler: async (request) => {
      const tenantId = request.tenant.id;
      const clienteId = request.query.client_id;
      const rows = await deps.database.tenant(tenantId, async (tx) => {
        await requireVisibleCliente(tx, tenantId, currentUser(request), clienteId);
        return listNotasOfCliente(tx, tenantId, clienteId);
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
        await requireVisibleCliente(tx, tenantId, user, cliente);
        // The author is always the caller, whatever `comercial` the form sends.
        return insertNota(tx, tenantId, { clienteId: cliente, comercialId: user.accountId, nota });
      });
      return reply.code(201).send(toNota(row));
    },
  });
}
