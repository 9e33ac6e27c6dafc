import type { OfertaDetail } from '@ventas/domain/ofertas/oferta-contract';
import type { ClienteViewer } from '@ventas/domain/telework/cliente-scope';
import { esOfertaVendida, type EstadoOfertaId } from '@ventas/domain/ofertas/oferta-estados';
import type { Database, TenantTx } from '../../../db/database';
import { notFound } from '../../../http/app-error';
import { touchCliente } from '../atenciones.repository';
import { updateActivacion } from './declaracion-venta.repository';
import { conDeclaracion } from './declaracion-venta.service';
import { loadOfertaDetail } from './oferta-detail';
import { conPreciosHoy } from './oferta-precios-hoy';
import { estadoTras, requireVisibleOferta } from './oferta-save.service';

/**
 * POST /api/atenciones/oferta/{id}/estado/ (issue 31 §2, the pipeline's card moves): only the
 * status changes, under the same rule as a save of the whole offer (`movimientoOferta`: decision
 * 68's transitions and the distributor's "Declaración de ventas", so a Comercial's move to a sale
 * may become a request that keeps the status). Prices and packages stay as quoted; a sale dates
 * the offer the first time and makes the customer VENDIDO, as a save does.
 */
export function moverOferta(
  database: Database,
  tenantId: number,
  viewer: ClienteViewer,
  id: number,
  pedido: EstadoOfertaId,
): Promise<OfertaDetail> {
  return database.tenant(tenantId, async (tx) => {
    const { oferta } = await requireVisibleOferta(tx, viewer, id);
    await cambiarEstadoOferta(tx, viewer, { ...oferta, id }, pedido);
    const detail = await loadOfertaDetail(tx, id);
    if (!detail) throw notFound('No se ha encontrado la oferta');
    return conPreciosHoy(tx, await conDeclaracion(tx, viewer, detail));
  });
}

/**
 * The status change alone, in the caller's transaction, on an offer `requireVisibleOferta` locked:
 * a card's move and the offer sent by mail (Pendiente → Presentada, issue 31 §3) apply the same
 * rule. The status stored (a request keeps the one it had).
 */
export async function cambiarEstadoOferta(
  tx: TenantTx,
  viewer: ClienteViewer,
  oferta: { id: number; estado: number; atencionId: number; clienteId: number; fechaVenta: Date | null },
  pedido: EstadoOfertaId,
): Promise<EstadoOfertaId> {
  const { estado, activacion } = await estadoTras(tx, viewer, oferta, pedido);
  const vendida = esOfertaVendida(estado);
  // Nothing to write when the card is dropped where it was.
  if (activacion) {
    await updateActivacion(tx, oferta.id, {
      ...activacion,
      estado,
      fechaVenta: oferta.fechaVenta ?? (vendida ? new Date() : null),
    });
    await touchCliente(tx, oferta.clienteId, vendida ? { estado: 'VENDIDO' } : {});
  }
  return estado;
}
