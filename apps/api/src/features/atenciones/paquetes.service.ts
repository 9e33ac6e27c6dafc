import type { ClienteViewer } from '@ventas/domain/telework/cliente-scope';
import { PAQUETE_NO_ENCONTRADO, type PaqueteEstadoUpdate } from '@ventas/domain/telework/paquete-contract';
import type { EstadoPaquete } from '@ventas/domain/telework/paquete-estados';
import type { Database } from '../../db/database';
import { notFound } from '../../http/app-error';
import { requireVisibleCliente } from '../clientes/clientes.public';
import { lockPaquete, setPaqueteEstado } from './paquetes.repository';

/**
 * A package's status from the provider's order (SPEC §4): only on a customer the caller may work,
 * and a package of another customer, tenant or none at all is the same 404.
 */
export function updatePaqueteEstado(
  database: Database,
  tenantId: number,
  viewer: ClienteViewer,
  id: number,
  update: PaqueteEstadoUpdate,
): Promise<EstadoPaquete> {
  return database.tenant(tenantId, async (tx) => {
    const paquete = await lockPaquete(tx, id);
    if (!paquete) throw notFound(PAQUETE_NO_ENCONTRADO);
    await requireVisibleCliente(tx, viewer, paquete.clienteId, { notFoundMessage: PAQUETE_NO_ENCONTRADO });
    await setPaqueteEstado(tx, id, update.estado, update.order_id);
    return update.estado;
  });
}
