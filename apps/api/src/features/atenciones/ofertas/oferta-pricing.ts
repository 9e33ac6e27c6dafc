import type { OfertaForm, PaqueteForm } from '@ventas/domain/ofertas/oferta-contract';
import {
  KIND_OF_LINEA,
  quotedPackageOf,
  type CotizacionPaquete,
} from '@ventas/domain/ofertas/oferta-cotizacion';
import { quoteOferta } from '@ventas/domain/ofertas/quote-oferta';
import { priceOffer, type Segment } from '@ventas/domain/ofertas/price-oferta';
import { MENSAJES_OFERTA } from '@ventas/domain/ofertas/oferta-contract';
import { territorioDe } from '@ventas/domain/ofertas/territorios';
import type { TenantTx } from '../../../db/database';
import { invalid } from '../../../http/app-error';
import { readOfferCatalogue, type OfferCatalogueIds } from '../../catalogo/catalogo.public';
import type { OfertaValues, PaqueteValues } from './ofertas.repository';

/**
 * An offer form priced by the server (issue 13: "the server recomputes every total it stores"):
 * the catalogue read now, the packages quoted by the domain's rules (items a package quoted
 * before keep their quote), and every price from the one price function. A client's totals are
 * never read. Problems are a 400 naming each field under `prefix` (`oferta.` on CREATE).
 */
export interface PricedOferta {
  oferta: Omit<OfertaValues, 'estado' | 'cotizadaEl'>;
  paquetes: PaqueteValues[];
}

function catalogueIds(paquetes: readonly PaqueteForm[]): OfferCatalogueIds {
  const ids: OfferCatalogueIds = {
    lineas: { tarifa: [], adicional: [], sva: [] },
    promociones: [],
    terminales: [],
    seguros: [],
  };
  for (const paquete of paquetes) {
    if (paquete.tarifa !== null) ids.lineas[KIND_OF_LINEA[paquete.tipoLinea]].push(paquete.tarifa);
    ids.lineas.sva.push(...paquete.svas);
    ids.promociones.push(...paquete.promociones.map((promocion) => promocion.id));
    if (paquete.cacharro !== null) ids.terminales.push(paquete.cacharro);
    if (paquete.seguro !== null) ids.seguros.push(paquete.seguro);
  }
  return ids;
}

const prefixed = (errors: Record<string, string[]>, prefix: string) =>
  Object.fromEntries(Object.entries(errors).map(([path, messages]) => [`${prefix}${path}`, messages]));

export async function priceOfertaForm(
  tx: TenantTx,
  form: OfertaForm,
  options: {
    previous: ReadonlyMap<number, CotizacionPaquete>;
    clienteSegmento: string | null;
    prefix: string;
  },
): Promise<PricedOferta> {
  const territorio = territorioDe(form.tipoIva);
  if (!territorio) throw invalid({ [`${options.prefix}tipoIva`]: [MENSAJES_OFERTA.territorio] });
  if (form.paquetes.length === 0)
    throw invalid({ [`${options.prefix}paquetes`]: [MENSAJES_OFERTA.sinPaquetes] });
  const missing = form.paquetes.findIndex((paquete) => paquete.tarifa === null);
  if (missing >= 0)
    throw invalid({ [`${options.prefix}paquetes.${missing}.tarifa`]: [MENSAJES_OFERTA.sinTarifa] });

  const catalogue = await readOfferCatalogue(tx, catalogueIds(form.paquetes), new Date());
  const quote = quoteOferta({
    paquetes: form.paquetes,
    catalogue,
    previous: options.previous,
    clienteSegmento: options.clienteSegmento,
  });
  if (!quote.ok) throw invalid(prefixed(quote.errors, options.prefix));

  const price = priceOffer({
    segment: quote.segmento as Segment,
    vatRate: territorio.rate,
    // Priorities are filled in as listed when absent, so this is the listed order on CREATE and
    // priority_order on EDIT (SPEC §9), and an offer prices the same in both (decision 74).
    byPriority: true,
    packages: quote.cotizaciones.map(quotedPackageOf),
  });
  const paquetes = form.paquetes.map((paquete, index): PaqueteValues => {
    const cotizacion = quote.cotizaciones[index]!;
    const precio = price.packages[index]!;
    return {
      tipoVenta: paquete.tipoVenta,
      tipoLinea: paquete.tipoLinea,
      tarifaId: cotizacion.linea.id,
      tarifaNombre: cotizacion.linea.nombre,
      promotionId: cotizacion.promociones[0]?.id ?? null,
      priorityOrder: cotizacion.promociones[0]?.priority_order ?? null,
      promociones: cotizacion.promociones.map(({ id, priority_order }) => ({ id, priority_order })),
      cacharroId: cotizacion.terminal?.id ?? null,
      installmentId: cotizacion.terminal?.installment ?? null,
      monthPrice: cotizacion.terminal?.month_price ?? null,
      seguroId: cotizacion.seguro?.id ?? null,
      seguroPrice: cotizacion.seguro?.precio ?? null,
      svas: cotizacion.svas.map((sva) => sva.id),
      lineasAsociadas: paquete.lineasAsociadas,
      crossSell: paquete.crossSell,
      segmento: quote.segmento,
      isp: quote.operador,
      cotizacion,
      precioLinea: precio.line,
      precioDurante: precio.during,
      precioDespues: precio.after,
      mesesPromocion: precio.promotionMonths,
    };
  });
  return {
    oferta: {
      tipoOferta: form.tipoOferta,
      isp: form.isp,
      razonNoInteresado: form.razonNoInteresado,
      tipoIva: territorio.value,
      ivaRate: territorio.rate,
      segmento: quote.segmento,
      operador: quote.operador,
      precioAnterior: form.precioAnterior,
      precioTotal: price.during,
      precioTotalDespues: price.after,
      mesesPromocion: Math.max(0, ...price.packages.map((paquete) => paquete.promotionMonths)),
      numeroComercial: form.numeroComercial,
      notas: form.notas,
      fechaAgendado: form.fechaAgendado === null ? null : new Date(form.fechaAgendado),
    },
    paquetes,
  };
}
