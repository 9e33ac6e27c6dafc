import type { OfertaDetail, OfertaForm, PaqueteForm } from '@ventas/domain/ofertas/oferta-contract';
import {
  preciosCambiados,
  preciosGuardadosDe,
  sumaInicial,
  type PreciosHoy,
} from '@ventas/domain/ofertas/oferta-precios-hoy';
import type { TipoLinea } from '@ventas/domain/ofertas/oferta-cotizacion';
import type { TenantTx } from '../../../db/database';
import { AppError } from '../../../http/app-error';
import { priceOfertaForm, type PricedOferta } from './oferta-pricing';

/** The saved offer as a form that keeps nothing of its quote: every item priced again. */
function formDe(detail: OfertaDetail): OfertaForm {
  return {
    tipoIva: detail.tipoIva ?? '',
    tipoOferta: detail.tipoOferta,
    fechaAgendado: detail.fechaAgendado,
    isp: detail.isp,
    razonNoInteresado: detail.razonNoInteresado,
    precioAnterior: detail.precioAnterior,
    numeroComercial: detail.numeroComercial,
    notas: detail.notas,
    recotizar: true,
    paquetes: detail.paquetes.map((paquete): PaqueteForm => ({
      id: paquete.id,
      tipoVenta: paquete.tipoVenta,
      tipoLinea: paquete.tipoLinea as TipoLinea,
      tarifa: paquete.tarifa,
      cacharro: paquete.cacharro,
      installment: paquete.installment,
      seguro: paquete.seguro,
      svas: paquete.svas,
      lineasAsociadas: paquete.lineasAsociadas,
      crossSell: paquete.crossSell,
      promociones: paquete.promociones,
    })),
  };
}

/**
 * What a saved offer costs at today's catalogue, when that differs from what it stored (issue 29:
 * an Admin changed a device's instalment plan or a tariff's price since), else null. Priced by
 * the same function as a save with `recotizar`, so the figures shown are the ones a re-quote
 * stores. An offer that cannot be quoted today (an item no longer sold) answers null: its save
 * with `recotizar` names the field.
 */
export async function preciosHoyDe(tx: TenantTx, detail: OfertaDetail): Promise<PreciosHoy | null> {
  const guardados = preciosGuardadosDe(detail);
  if (!guardados || detail.paquetes.length === 0) return null;
  let priced: PricedOferta;
  try {
    priced = await priceOfertaForm(tx, formDe(detail), {
      previous: new Map(),
      clienteSegmento: detail.segmento,
      prefix: '',
    });
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
  const paquetes = priced.paquetes.map((paquete, index) => ({
    id: detail.paquetes[index]!.id,
    durante: paquete.precioDurante,
    despues: paquete.precioDespues,
    inicial: paquete.cotizacion.terminal?.initial_price ?? null,
  }));
  const hoy: PreciosHoy = {
    precioTotal: priced.oferta.precioTotal,
    precioTotalDespues: priced.oferta.precioTotalDespues,
    pagoInicial: sumaInicial(paquetes.map((paquete) => paquete.inicial)),
    paquetes,
  };
  return preciosCambiados(guardados, hoy) ? hoy : null;
}

/** The offer's answer with today's prices when they changed (GET and PUT oferta/{id}/). */
export async function conPreciosHoy(tx: TenantTx, detail: OfertaDetail): Promise<OfertaDetail> {
  return { ...detail, preciosHoy: await preciosHoyDe(tx, detail) };
}
