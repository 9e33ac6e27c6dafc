import type { NotaClienteInput } from '@ventas/domain/telework/telework-schemas';
import type { Database } from '../../db/database';
import type { RequestUser } from '../../http/fastify-types';
import { requireVisibleCliente } from '../clientes/clientes.public';
import { insertNota, listNotasOfCliente } from './notas-cliente.repository';

/**
 * SPEC §7 Telework "notascliente": each call first checks the caller may work the customer, in
 * one tenant transaction.
 */
export function createNotasClienteService(database: Database) {
  return {
    listar: (tenantId: number, user: RequestUser, clienteId: number) =>
      database.tenant(tenantId, async (tx) => {
        await requireVisibleCliente(tx, user, clienteId);
        return listNotasOfCliente(tx, clienteId);
      }),

    crear: (tenantId: number, user: RequestUser, { cliente, nota }: NotaClienteInput) =>
      database.tenant(tenantId, async (tx) => {
        await requireVisibleCliente(tx, user, cliente);
        // The author is always the caller, whatever `comercial` the form sends.
        return insertNota(tx, { clienteId: cliente, comercialId: user.accountId, nota });
      }),
  };
}
