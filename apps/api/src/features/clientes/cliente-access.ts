import { and, eq } from 'drizzle-orm';
import {
  canSeeCliente,
  CLIENTE_NO_ENCONTRADO,
  type ClienteViewer,
} from '@ventas/domain/telework/cliente-scope';
import { normalizeDocumento } from '@ventas/domain/validators/documento';
import type { TenantTx } from '../../db/database';
import { clientes } from '../../db/schema/clientes';
import { notFound } from '../../http/app-error';

export interface VisibleCliente {
  id: number;
  comercialId: number | null;
  estado: string;
  segmento: string | null;
  /** What an operator's provider is asked by (issue 18). */
  documento: string | null;
}

/**
 * The customer, if the caller may work it; otherwise 404 (never 403, so a Comercial cannot
 * learn which ids exist). Notes, history, contracts and entries all go through here.
 */
export async function requireVisibleCliente(
  tx: TenantTx,
  viewer: ClienteViewer,
  clienteId: number,
  options: { notFoundMessage?: string; forUpdate?: boolean } = {},
): Promise<VisibleCliente> {
  const query = tx
    .select({
      id: clientes.id,
      comercialId: clientes.comercialId,
      estado: clientes.estado,
      segmento: clientes.segmento,
      documento: clientes.documento,
    })
    .from(clientes)
    .where(and(eq(clientes.tenantId, tx.tenantId), eq(clientes.id, clienteId)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row || !canSeeCliente(viewer, row.comercialId)) {
    throw notFound(options.notFoundMessage ?? CLIENTE_NO_ENCONTRADO);
  }
  return row;
}

/**
 * The id of the customer with this document (unique in a distributor), if the caller may work it;
 * otherwise 404 as by id. SPEC §7 names provider B's customer by its document (decision 185).
 */
export async function visibleClienteIdPorDocumento(
  tx: TenantTx,
  viewer: ClienteViewer,
  documento: string,
): Promise<number> {
  const [row] = await tx
    .select({ id: clientes.id })
    .from(clientes)
    .where(and(eq(clientes.tenantId, tx.tenantId), eq(clientes.documento, normalizeDocumento(documento))));
  if (!row) throw notFound(CLIENTE_NO_ENCONTRADO);
  return (await requireVisibleCliente(tx, viewer, row.id)).id;
}
