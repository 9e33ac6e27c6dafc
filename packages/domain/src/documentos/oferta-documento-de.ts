import type { ClienteRecord } from '../clientes/cliente-record';
import type { OfertaDetail } from '../ofertas/oferta-contract';
import { desglosePaquete } from '../ofertas/oferta-desglose';
import { TERRITORIO_POR_DEFECTO, territorioDe } from '../ofertas/territorios';
import type { Segment } from '../ofertas/offer-pricing';
import type { OfertaDocumento, PaqueteDocumento } from './oferta-documento';
import { ETIQUETAS_TIPO_LINEA } from '../ofertas/oferta-cotizacion';

/** How long an offer's prices hold after it is quoted (decision 76). */
export const DIAS_VALIDEZ_OFERTA = 15;

const LINEA_LABEL: Readonly<Record<string, string>> = ETIQUETAS_TIPO_LINEA;

/** YYYY-MM-DD of the day `days` after `iso` (UTC calendar arithmetic on the quote's day). */
function plusDays(iso: string, days: number): string {
  const date = new Date(iso);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The printable offer of a saved offer (GET generate-oferta-html/{id} and its PDF): the stored
 * prices and each package's lines from its quote, never the catalogue of today.
 */
export function ofertaDocumentoDe(
  oferta: OfertaDetail,
  cliente: Pick<ClienteRecord, 'nombre' | 'documento' | 'telefonos_contacto' | 'direccion'>,
  distribuidor: OfertaDocumento['distribuidor'],
): OfertaDocumento {
  const territorio = territorioDe(oferta.tipoIva ?? TERRITORIO_POR_DEFECTO);
  const rate = oferta.ivaRate ?? territorio?.rate ?? '0';
  const quote = { segment: (oferta.segmento ?? 'PARTICULAR') as Segment, vatRate: rate, byPriority: true };
  const fecha = oferta.cotizadaEl ?? oferta.created_on;
  const paquetes = oferta.paquetes.map((paquete): PaqueteDocumento => ({
    titulo: paquete.tarifaNombre ?? 'Paquete',
    tipoLinea: LINEA_LABEL[paquete.tipoLinea] ?? paquete.tipoLinea,
    conceptos: paquete.cotizacion
      ? desglosePaquete(paquete.cotizacion, quote).map(({ concepto, detalle, importe }) => ({
          concepto: detalle ? `${concepto} (${detalle})` : concepto,
          importe,
        }))
      : [],
    durante: paquete.precio?.durante ?? '0.00',
    despues: paquete.precio?.despues ?? '0.00',
    mesesPromocion: paquete.precio?.mesesPromocion ?? 0,
  }));
  const { direccion, cp, localidad } = cliente.direccion;
  const lugar = [cp, localidad].filter(Boolean).join(' ');
  return {
    distribuidor,
    numero: oferta.id,
    fecha,
    validaHasta: plusDays(fecha, DIAS_VALIDEZ_OFERTA),
    cliente: {
      nombre: cliente.nombre,
      documento: cliente.documento,
      telefonos: cliente.telefonos_contacto,
      direccion: [direccion, lugar].filter(Boolean).join(', ') || null,
    },
    segmento: oferta.segmento ?? '',
    territorio: {
      nombre: territorio?.value ?? oferta.tipoIva ?? TERRITORIO_POR_DEFECTO,
      impuesto: territorio?.impuesto ?? 'IVA',
      tipo: rate,
    },
    paquetes,
    total: {
      durante: oferta.precioTotal ?? '0.00',
      despues: oferta.precioTotalDespues ?? oferta.precioTotal ?? '0.00',
      mesesPromocion: oferta.mesesPromocion,
    },
    precioAnterior: oferta.precioAnterior,
  };
}
