import { Decimal } from 'decimal.js';
import { humanizeCode, tipoDocumentoLabel } from '../clientes/cliente-labels';
import type { ClienteRecord } from '../clientes/cliente-record';
import type { OfertaDetail, PaqueteDetail } from '../ofertas/oferta-contract';
import { ETIQUETAS_TIPO_LINEA } from '../ofertas/oferta-cotizacion';
import { ajustePorRedondeo, desglosePaquete, type DesgloseQuote } from '../ofertas/oferta-desglose';
import type { Segment } from '../ofertas/price-oferta';
import { TERRITORIO_POR_DEFECTO, territorioDe } from '../ofertas/territorios';
import type {
  ComercialDocumento,
  DistribuidorDocumento,
  DispositivoDocumento,
  OfertaDocumento,
  PaqueteDocumento,
} from './oferta-documento';

/** How long an offer's prices hold after it is quoted (decision 76). */
export const DIAS_VALIDEZ_OFERTA = 15;

const LINEA_LABEL: Readonly<Record<string, string>> = ETIQUETAS_TIPO_LINEA;

/** What the document shows of the customer's record. */
export type ClienteDocumento = Pick<
  ClienteRecord,
  'nombre' | 'documento' | 'tipo_documento' | 'telefonos_contacto' | 'direccion'
>;

/** YYYY-MM-DD of the day `days` after `iso` (UTC calendar arithmetic on the quote's day). */
function plusDays(iso: string, days: number): string {
  const date = new Date(iso);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function dispositivoDe(paquete: PaqueteDetail): DispositivoDocumento | null {
  const terminal = paquete.cotizacion?.terminal;
  if (!terminal) return null;
  return {
    nombre: terminal.nombre,
    // Issue 29 §5: the count the installment held when quoted; unknown in older quotes.
    cuotas: terminal.cuotas ?? null,
    cuotaMensual: terminal.month_price,
    pagoInicial: terminal.initial_price,
    pagoFinal: terminal.final_price,
  };
}

function paqueteDe(paquete: PaqueteDetail, quote: DesgloseQuote): PaqueteDocumento {
  return {
    titulo: paquete.tarifaNombre ?? 'Paquete',
    tipoLinea: LINEA_LABEL[paquete.tipoLinea] ?? humanizeCode(paquete.tipoLinea),
    conceptos: paquete.cotizacion
      ? desglosePaquete(paquete.cotizacion, quote).map(({ concepto, detalle, importe }) => ({
          concepto: detalle ? `${concepto} (${detalle})` : concepto,
          importe,
        }))
      : [],
    dispositivo: dispositivoDe(paquete),
    durante: paquete.precio?.durante ?? '0.00',
    despues: paquete.precio?.despues ?? '0.00',
    mesesPromocion: paquete.precio?.mesesPromocion ?? 0,
  };
}

function clienteDe(cliente: ClienteDocumento): OfertaDocumento['cliente'] {
  const { direccion, cp, localidad } = cliente.direccion;
  const lugar = [cp, localidad].filter(Boolean).join(' ');
  return {
    nombre: cliente.nombre,
    documento: cliente.documento
      ? { tipo: tipoDocumentoLabel(cliente.tipo_documento) || 'Documento', numero: cliente.documento }
      : null,
    telefonos: cliente.telefonos_contacto,
    direccion: [direccion, lugar].filter(Boolean).join(', ') || null,
  };
}

function pagosIniciales(paquetes: PaqueteDocumento[]): OfertaDocumento['pagosIniciales'] {
  const dispositivos = paquetes.flatMap((paquete) => (paquete.dispositivo ? [paquete.dispositivo] : []));
  if (dispositivos.length === 0) return null;
  return dispositivos.reduce((sum, d) => sum.plus(d.pagoInicial), new Decimal(0)).toFixed(2);
}

/**
 * The printable offer of a saved offer (GET generate-oferta-html/{id} and its PDF): the stored
 * prices and each package's lines from its quote, never the catalogue of today; codes as labels.
 */
export function ofertaDocumentoDe(
  oferta: OfertaDetail,
  cliente: ClienteDocumento,
  distribuidor: DistribuidorDocumento,
  comercial: ComercialDocumento | null,
): OfertaDocumento {
  const territorio = territorioDe(oferta.tipoIva ?? TERRITORIO_POR_DEFECTO);
  const rate = oferta.ivaRate ?? territorio?.rate ?? '0';
  const segment = (oferta.segmento ?? 'PARTICULAR') as Segment;
  const quote = { segment, vatRate: rate, byPriority: true };
  const fecha = oferta.cotizadaEl ?? oferta.created_on;
  const paquetes = oferta.paquetes.map((paquete) => paqueteDe(paquete, quote));
  const durante = oferta.precioTotal ?? '0.00';
  const despues = oferta.precioTotalDespues ?? durante;
  // A package saved before offers were priced has no price to add up: no adjustment to state.
  const ajuste = (pick: (paquete: PaqueteDocumento) => string, total: string) =>
    oferta.paquetes.every((paquete) => paquete.precio !== null)
      ? ajustePorRedondeo(paquetes.map(pick), total)
      : null;
  return {
    distribuidor,
    comercial,
    numero: oferta.id,
    fecha,
    validaHasta: plusDays(fecha, DIAS_VALIDEZ_OFERTA),
    cliente: clienteDe(cliente),
    segmento: humanizeCode(segment),
    territorio: {
      nombre: territorio?.value ?? oferta.tipoIva ?? TERRITORIO_POR_DEFECTO,
      impuesto: territorio?.impuesto ?? 'IVA',
      tipo: rate,
    },
    paquetes,
    total: {
      durante,
      despues,
      mesesPromocion: oferta.mesesPromocion,
      ajusteDurante: ajuste((paquete) => paquete.durante, durante),
      ajusteDespues: ajuste((paquete) => paquete.despues, despues),
    },
    pagosIniciales: pagosIniciales(paquetes),
    precioAnterior: oferta.precioAnterior,
  };
}
