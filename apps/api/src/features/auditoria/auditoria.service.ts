import type {
  AUDITORIA_FILTERS,
  AUDITORIA_ORDERABLE,
  EntradaAuditoria,
} from '@ventas/domain/auditoria/auditoria-contract';
import type { Page } from '@ventas/domain/http/page';
import type { Database } from '../../db/database';
import type { RequestUser } from '../../http/fastify-types';
import type { ListQuery } from '@ventas/domain/http/list-query';
import { readTablePage } from '../../lists/table-list';
import { requireVisibleCliente } from '../clientes/clientes.public';
import { auditoriaList } from './auditoria.list';
import { actividadDeCliente } from './auditoria.repository';

type AuditoriaQuery = ListQuery<typeof AUDITORIA_FILTERS, (typeof AUDITORIA_ORDERABLE)[number]>;

/** Issue 17 "Audit trail": the tenant's log and a customer's activity, each in one tenant transaction. */
export function createAuditoriaService(database: Database) {
  return {
    listar: (tenantId: number, query: AuditoriaQuery): Promise<Page<EntradaAuditoria>> =>
      database.tenant(tenantId, (tx) => readTablePage(tx, auditoriaList, query)),

    /** Only for whoever may work the customer (its 404 otherwise). */
    actividadCliente: (tenantId: number, user: RequestUser, clienteId: number): Promise<EntradaAuditoria[]> =>
      database.tenant(tenantId, async (tx) => {
        await requireVisibleCliente(tx, user, clienteId);
        return actividadDeCliente(tx, clienteId);
      }),
  };
}
