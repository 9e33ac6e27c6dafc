import type { OfertaDetail, PaqueteDetail } from '../ofertas/oferta-contract';
import type { CotizacionPaquete } from '../ofertas/oferta-cotizacion';
import type { ClienteDocumento } from './oferta-documento-de';

/**
 * A saved offer as the API answers it, for the document's tests (domain and API): two packages
 * priced by hand (SPEC §9, IVA 21 %, PARTICULAR), the second with a device and the 4,99 € insurance.
 * 1. 20.05 × 1.21 = 24.2605 → 24.26 a month.
 * 2. 10.70 × 1.21 = 12.947 → 12.95; instalment 15.00; insurance 4.99 × 1.21 = 6.0379 → 6.04;
 *    exact 33.9849 → 33.98, a cent under its lines as shown (33.99). The rule before issue 29
 *    printed the insurance as 33.98 − 27.95 = 6.03 to make them add up.
 * Total 58.2454 → 58.25, a cent over the packages as shown (24.26 + 33.98 = 58.24).
 */
const FIBRA: CotizacionPaquete = {
  linea: {
    id: 1,
    kind: 'tarifa',
    nombre: 'Fibra 600',
    operator: 'A',
    segment: 'PARTICULAR',
    precio: '20.05',
  },
  promociones: [],
  terminal: null,
  seguro: null,
  svas: [],
};

const MOVIL: CotizacionPaquete = {
  linea: {
    id: 2,
    kind: 'adicional',
    nombre: 'Línea 20 GB',
    operator: 'A',
    segment: 'PARTICULAR',
    precio: '10.70',
  },
  promociones: [],
  terminal: {
    id: 3,
    nombre: 'Galaxy A',
    installment: 9,
    initial_price: '49.00',
    month_price: '15.00',
    final_price: '50.00',
  },
  seguro: { id: 4, nombre: 'Seguro móvil', precio: '4.99' },
  svas: [],
};

function paquete(id: number, cotizacion: CotizacionPaquete, durante: string): PaqueteDetail {
  return {
    id,
    estado: 'ACTIVO',
    tipoVenta: null,
    tipoLinea: id === 1 ? 'LINEA_PRINCIPAL' : 'LINEA_ADICIONAL',
    tarifa: cotizacion.linea.id,
    tarifaNombre: cotizacion.linea.nombre,
    promociones: [],
    cacharro: cotizacion.terminal?.id ?? null,
    installment: cotizacion.terminal?.installment ?? null,
    seguro: cotizacion.seguro?.id ?? null,
    svas: [],
    lineasAsociadas: [],
    crossSell: false,
    order_id: null,
    cotizacion,
    precio: { linea: durante, durante, despues: durante, mesesPromocion: 0 },
  };
}

export const OFERTA_GUARDADA: OfertaDetail = {
  id: 1042,
  atencion: 7,
  cliente: 12,
  comercial: { id: 5, nombre_completo: 'Ana Comercial Prueba' },
  estado: 1,
  estadoLabel: 'Pendiente',
  tipoOferta: null,
  tipoIva: 'Península',
  ivaRate: '21',
  segmento: 'PARTICULAR',
  operador: 'A',
  fechaAgendado: null,
  isp: null,
  razonNoInteresado: null,
  precioAnterior: '49.78',
  precioTotal: '58.25',
  precioTotalDespues: '58.25',
  mesesPromocion: 0,
  numeroComercial: null,
  notas: null,
  fechaVenta: null,
  cotizadaEl: '2026-11-25T09:30:00Z',
  created_on: '2026-11-25T09:30:00Z',
  updated_on: '2026-11-25T09:30:00Z',
  paquetes: [paquete(1, FIBRA, '24.26'), paquete(2, MOVIL, '33.98')],
};

export const CLIENTE_DE_LA_OFERTA: ClienteDocumento = {
  nombre: 'José Martínez Ñúñez',
  documento: 'B12345674',
  tipo_documento: 'CIF',
  telefonos_contacto: ['612345678'],
  direccion: { direccion: 'Calle Feria 12', cp: '41003', localidad: 'Sevilla' },
};
