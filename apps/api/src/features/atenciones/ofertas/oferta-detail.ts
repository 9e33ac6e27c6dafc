import type { OfertaDetail, PaqueteDetail } from '@ventas/domain/ofertas/oferta-contract';
import { toComercialRef } from '@ventas/domain/people/comercial-ref';
import { estadoOfertaLabel } from '@ventas/domain/ofertas/oferta-estados';
import type { TenantTx } from '../../../db/database';
import { readOferta, readPaquetes, type OfertaRow, type PaqueteRow } from './ofertas.repository';

const iso = (date: Date | null) => date?.toISOString() ?? null;

function toPaqueteDetail(row: PaqueteRow): PaqueteDetail {
  const priced = row.precioLinea !== null && row.precioDurante !== null && row.precioDespues !== null;
  return {
    id: row.id,
    estado: row.estado,
    tipoVenta: row.tipoVenta,
    tipoLinea: row.tipoLinea,
    tarifa: row.tarifaId,
    tarifaNombre: row.tarifaNombre,
    promociones: row.promociones,
    cacharro: row.cacharroId,
    installment: row.installmentId,
    seguro: row.seguroId,
    svas: row.svas,
    lineasAsociadas: row.lineasAsociadas,
    crossSell: row.crossSell,
    order_id: row.orderId,
    cotizacion: row.cotizacion ?? null,
    precio: priced
      ? {
          linea: row.precioLinea!,
          durante: row.precioDurante!,
          despues: row.precioDespues!,
          mesesPromocion: row.mesesPromocion ?? 0,
        }
      : null,
  };
}

export function toOfertaDetail(row: OfertaRow, paquetes: readonly PaqueteRow[]): OfertaDetail {
  const { oferta } = row;
  return {
    id: oferta.id,
    atencion: oferta.atencionId,
    cliente: oferta.clienteId,
    comercial: toComercialRef(row),
    estado: oferta.estado,
    estadoLabel: estadoOfertaLabel(oferta.estado),
    tipoOferta: oferta.tipoOferta,
    tipoIva: oferta.tipoIva,
    ivaRate: oferta.ivaRate,
    segmento: oferta.segmento,
    operador: oferta.operador,
    fechaAgendado: iso(oferta.fechaAgendado),
    isp: oferta.isp,
    razonNoInteresado: oferta.razonNoInteresado,
    precioAnterior: oferta.precioAnterior,
    precioTotal: oferta.precioTotal,
    precioTotalDespues: oferta.precioTotalDespues,
    mesesPromocion: oferta.mesesPromocion,
    numeroComercial: oferta.numeroComercial,
    notas: oferta.notas,
    fechaVenta: iso(oferta.fechaVenta),
    cotizadaEl: iso(oferta.cotizadaEl),
    created_on: oferta.createdOn.toISOString(),
    updated_on: oferta.updatedOn.toISOString(),
    paquetes: paquetes.map(toPaqueteDetail),
  };
}

/** The offer as the API answers it; null if there is none. */
export async function loadOfertaDetail(tx: TenantTx, id: number): Promise<OfertaDetail | null> {
  const row = await readOferta(tx, id);
  if (!row) return null;
  return toOfertaDetail(row, await readPaquetes(tx, id, row.oferta.clienteId));
}
