import type { OfertaDetail } from '@ventas/domain/ofertas/oferta-contract';
import type { AtencionView } from '@ventas/domain/telework/atenciones-contract';
import type { CatalogueOption, Operator } from '@ventas/domain/servicios/catalogue-drop-downs';
import type { Installment } from '@ventas/domain/servicios/installment-contract';
import type { Promocion } from '@ventas/domain/servicios/promocion-contract';
import type { Seguro } from '@ventas/domain/servicios/seguro-contract';
import type { Sva } from '@ventas/domain/servicios/sva-contract';
import type { Tarifa } from '@ventas/domain/servicios/tarifa-contract';
import { ofertaDetail } from '../../../test/oferta-fixture';
import type { ClienteRecord } from '../../clientes/clientes.public';

/** A small catalogue of operator A, PARTICULAR, as the API answers it (test data for the configurator). */
const stamps = { created_on: '2026-01-01T00:00:00Z', updated_on: '2026-01-01T00:00:00Z' };

export const OPERADORES: Operator[] = [
  { codigo: 'A', nombre: 'Operador A', grupo: 'A', terminales_de: null },
  { codigo: 'B', nombre: 'Operador B', grupo: 'B', terminales_de: null },
];

const tarifa = (id: number, name: string, price: string, promotions: number[], svas: number[]): Tarifa => ({
  id,
  name,
  category: 'convergent',
  color: null,
  commercial_enrichment: null,
  description_file: null,
  payment_type: null,
  price_value: price,
  is_active: true,
  operator: 'A',
  segment: 'PARTICULAR',
  promotions,
  additional_lines: [],
  svas,
  fixed_line_info: null,
  mobile_line_info: null,
  ...stamps,
});

export const TARIFAS: Tarifa[] = [
  tarifa(4, 'Fibra 600Mb + Móvil 50GB', '39.90', [1, 2], [1]),
  tarifa(7, 'Móvil 25GB', '12.90', [2], []),
];

export const SVAS: Sva[] = [
  {
    id: 1,
    name: 'Netflix Estándar',
    price_value: '13.99',
    image: null,
    more_info: null,
    permanence: null,
    is_active: true,
    operator: 'A',
    segment: 'PARTICULAR',
    promotions: [],
    ...stamps,
  },
];

const promocion = (id: number, name: string, amount: string, unit: string, months: number): Promocion => ({
  id,
  name,
  is_active: true,
  duration: months,
  duration_unit: 'months',
  amount,
  amount_unit: unit,
  operator: 'A',
  tariffs: [4],
  ...stamps,
});

export const PROMOCIONES: Promocion[] = [
  promocion(1, '10 € de descuento durante 6 meses', '10.0000', 'MONETARY', 6),
  promocion(2, '50 % de descuento durante 3 meses', '50.0000', 'PERCENTS', 3),
];

export const SEGUROS: Seguro[] = [
  { id: 2, name: 'Seguro Móvil', operator: 'A', is_active: true, price: '7.99', tramo: null, ...stamps },
];

export const DISPOSITIVOS: CatalogueOption[] = [{ id: 20, name: 'Google Pixel 9a 128GB', operator: 'A' }];

export const CUOTAS_TARIFA_4: Installment[] = [
  {
    id: 218,
    initial_price: '55.00',
    month_price: '20.59',
    final_price: '0.00',
    cuotas: null,
    object_id: 4,
    tariff_name: 'Fibra 600Mb + Móvil 50GB',
    terminal__id: 20,
    terminal__name: 'Google Pixel 9a 128GB',
    installment_type: 'tarifa',
    is_active: true,
    ...stamps,
  },
];

export const CLIENTE: ClienteRecord = {
  id: 12,
  nombre: 'Álvaro Núñez Iglesias',
  documento: null,
  tipo_documento: null,
  telefonos_contacto: ['610011143'],
  email: null,
  origen_bbdd: null,
  segmento: 'PARTICULAR',
  isp_actual: null,
  razon_no_interesado: null,
  direccion: { direccion: 'Calle Mayor 12', cp: '50001', localidad: 'Zaragoza' },
  fecha_contacto: null,
  comercial: { id: 4, nombre_completo: 'Carlos Comercial' },
  notas: null,
  estado: 'OFERTA',
  created_on: '2026-01-01T00:00:00Z',
  updated_on: '2026-01-01T00:00:00Z',
  last_atencion: null,
  proxima_llamada: null,
  telefonos_no_llamar: [],
};

/**
 * A saved offer whose one package was quoted when the tariff cost 35.00 and the promotion took
 * 5 € off (the catalogue now says 39.90 and 10 €).
 */
export const OFERTA_GUARDADA: OfertaDetail = ofertaDetail(31, {
  atencion: 90,
  cliente: 12,
  isp: 'A',
  precioAnterior: '60.00',
  precioTotal: '37.35',
  precioTotalDespues: '42.35',
  mesesPromocion: 6,
  notas: 'Llamar por la tarde',
  paquetes: [
    {
      id: 501,
      estado: 'VUELO',
      tipoVenta: null,
      tipoLinea: 'LINEA_PRINCIPAL',
      tarifa: 4,
      tarifaNombre: 'Fibra 600Mb + Móvil 50GB',
      promociones: [{ id: 1, priority_order: 1 }],
      cacharro: null,
      installment: null,
      seguro: null,
      svas: [],
      lineasAsociadas: ['600111222'],
      crossSell: false,
      order_id: null,
      cotizacion: {
        linea: {
          id: 4,
          nombre: 'Fibra 600Mb + Móvil 50GB',
          kind: 'tarifa',
          operator: 'A',
          segment: 'PARTICULAR',
          precio: '35.00',
        },
        promociones: [
          {
            id: 1,
            nombre: '5 € de descuento durante 6 meses',
            amount: '5.0000',
            amount_unit: 'MONETARY',
            months: 6,
            priority_order: 1,
          },
        ],
        terminal: null,
        seguro: null,
        svas: [],
      },
      precio: { linea: '37.35', durante: '37.35', despues: '42.35', mesesPromocion: 6 },
    },
  ],
});

/** POST /api/atenciones/entradas/'s answer to a new offer: its attention, naming OFERTA_GUARDADA. */
export const ATENCION_DE_OFERTA: AtencionView = {
  id: OFERTA_GUARDADA.atencion,
  updated_on: OFERTA_GUARDADA.created_on,
  comercial: OFERTA_GUARDADA.comercial,
  fechaContacto: OFERTA_GUARDADA.created_on,
  estado: 'REALIZADO',
  cliente: OFERTA_GUARDADA.cliente,
  notas: null,
  tipo: 'OFERTA',
  tipo_llamada: null,
  agendado: null,
  no_interesado: null,
  gestion: null,
  oferta: {
    id: OFERTA_GUARDADA.id,
    estado: OFERTA_GUARDADA.estado,
    estadoLabel: OFERTA_GUARDADA.estadoLabel,
    tipoOferta: OFERTA_GUARDADA.tipoOferta,
    isp: OFERTA_GUARDADA.isp,
    razonNoInteresado: null,
    tipoIva: OFERTA_GUARDADA.tipoIva,
    precioAnterior: OFERTA_GUARDADA.precioAnterior,
    precioTotal: OFERTA_GUARDADA.precioTotal,
    numeroComercial: null,
    notas: OFERTA_GUARDADA.notas,
    fechaVenta: null,
  },
};
