import type { OfertaDetail, PaqueteDetail } from '@ventas/domain/ofertas/oferta-contract';
import { TIPOS_LINEA, type TipoLinea } from '@ventas/domain/ofertas/oferta-cotizacion';
import { TERRITORIO_POR_DEFECTO } from '@ventas/domain/ofertas/territorios';
import { esOfertaVendida, type EstadoOfertaId } from '@ventas/domain/ofertas/oferta-estados';
import type { ClienteRecord } from '../../clientes/clientes.public';
import { segmentoDeCliente, segmentoDeOperador } from './offer-context';
import { emptyPaquete, type ClienteHeaderDraft, type OfertaDraft, type PaqueteDraft } from './oferta-draft';

function clienteHeader(record: ClienteRecord): ClienteHeaderDraft {
  return {
    telefonos_contacto: [...record.telefonos_contacto],
    direccion: {
      direccion: record.direccion.direccion ?? '',
      cp: record.direccion.cp ?? '',
      localidad: record.direccion.localidad ?? '',
    },
  };
}

/** CREATE: one empty package, the customer's segment, the default location (SPEC §9). */
export function draftForCreate(record: ClienteRecord, operador: string): OfertaDraft {
  return {
    operador,
    segmento: segmentoDeOperador(operador, segmentoDeCliente(record.segmento)),
    tipoIva: TERRITORIO_POR_DEFECTO,
    estado: null,
    precioAnterior: '',
    numeroComercial: '',
    notas: '',
    fechaAgendado: '',
    recotizar: false,
    cliente: clienteHeader(record),
    paquetes: [emptyPaquete()],
  };
}

const tipoLinea = (value: string): TipoLinea =>
  TIPOS_LINEA.find((tipo) => tipo === value) ?? 'LINEA_PRINCIPAL';

/** SPEC §9: promotions in priority_order, those without one last in their listed order. */
const byPriority = (promociones: PaqueteDetail['promociones']) =>
  [...promociones]
    .sort((a, b) => (a.priority_order ?? Infinity) - (b.priority_order ?? Infinity))
    .map((promocion) => promocion.id);

function paqueteDraft(paquete: PaqueteDetail): PaqueteDraft {
  return {
    ...emptyPaquete(),
    paqueteId: paquete.id,
    tipoVenta: paquete.tipoVenta ?? '',
    tipoLinea: tipoLinea(paquete.tipoLinea),
    tarifa: paquete.tarifa,
    promociones: byPriority(paquete.promociones),
    cacharro: paquete.cacharro,
    installment: paquete.installment,
    seguro: paquete.seguro,
    svas: [...paquete.svas],
    lineasAsociadas: [...paquete.lineasAsociadas],
    crossSell: paquete.crossSell,
  };
}

/**
 * EDIT: whether the offer opens quoted at today's prices. When the catalogue changed since it
 * was saved (the server's `preciosHoy`), an offer not yet sold shows and saves today's prices;
 * a sale keeps those it was sold at unless the agent asks. Either way the screen says so.
 */
export const recotizarAlAbrir = (detail: OfertaDetail): boolean =>
  detail.preciosHoy != null && !esOfertaVendida(detail.estado);

/**
 * EDIT: the saved offer. Operator and segment are the ones it was quoted in (SPEC §4: its first
 * package's line), else the customer's segment and the default operator.
 */
export function draftFromDetail(detail: OfertaDetail, record: ClienteRecord, operador: string): OfertaDraft {
  const first = detail.paquetes[0]?.cotizacion?.linea;
  return {
    operador: detail.operador ?? first?.operator ?? operador,
    segmento: detail.segmento ?? first?.segment ?? segmentoDeCliente(record.segmento),
    tipoIva: detail.tipoIva ?? TERRITORIO_POR_DEFECTO,
    estado: detail.estado as EstadoOfertaId,
    // Shown as Spanish readers type it; the schema reads either separator.
    precioAnterior: detail.precioAnterior?.replace('.', ',') ?? '',
    numeroComercial: detail.numeroComercial ?? '',
    notas: detail.notas ?? '',
    fechaAgendado: detail.fechaAgendado ?? '',
    recotizar: recotizarAlAbrir(detail),
    cliente: clienteHeader(record),
    paquetes: detail.paquetes.map(paqueteDraft),
  };
}
