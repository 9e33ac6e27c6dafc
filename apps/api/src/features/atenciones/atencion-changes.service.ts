import type { AtencionView } from '@ventas/domain/telework/atenciones-contract';
import type { ClienteViewer } from '@ventas/domain/telework/cliente-scope';
import type { Database } from '../../db/database';
import { notFound } from '../../http/app-error';
import { requireVisibleCliente } from '../clientes/clientes.public';
import { ATENCION_NO_ENCONTRADA, loadAtencionView } from './atenciones.service';
import { deleteAtencion, findAtencion, setAtencionUpdatedOn } from './atenciones.repository';

/** The attention, if it exists in the tenant and its customer is one the caller may work. */
async function requireAtencion(tx: Parameters<typeof findAtencion>[0], viewer: ClienteViewer, id: number) {
  const row = await findAtencion(tx, id);
  if (!row) throw notFound(ATENCION_NO_ENCONTRADA);
  await requireVisibleCliente(tx, viewer, row.clienteId, { notFoundMessage: ATENCION_NO_ENCONTRADA });
  return row;
}

/** SPEC §4: marks an attention updated on a given instant (decision 73); answers the attention. */
export function markAtencionUpdated(
  database: Database,
  tenantId: number,
  viewer: ClienteViewer,
  id: number,
  updatedOn: Date,
): Promise<AtencionView> {
  return database.tenant(tenantId, async (tx) => {
    await requireAtencion(tx, viewer, id);
    await setAtencionUpdatedOn(tx, id, updatedOn);
    const view = await loadAtencionView(tx, id);
    if (!view) throw notFound(ATENCION_NO_ENCONTRADA);
    return view;
  });
}

/** Deletes an attention and, with it, its offer and the offer's packages (decision 73). */
export function removeAtencion(database: Database, tenantId: number, viewer: ClienteViewer, id: number) {
  return database.tenant(tenantId, async (tx) => {
    await requireAtencion(tx, viewer, id);
    await deleteAtencion(tx, id);
  });
}
