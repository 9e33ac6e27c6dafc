import type { AdditionalInfo } from '@ventas/domain/telework/additional-info-contract';
import type { AtencionListRow } from '@ventas/domain/telework/atenciones-list-contract';
import type { PaqueteListRow } from '@ventas/domain/telework/paquetes-list-contract';
import { CARLOS } from './calculadora-fixtures';

/** Carlos's November 2026 sales: one offer (Ana Pérez, one package) and one procedure (Bruno Gil). */
const comercial = { id: CARLOS.id, nombre_completo: CARLOS.nombre };

export const ATENCION_OFERTA_ANA: AtencionListRow = {
  id: 71,
  updated_on: '2026-11-10T09:30:00.000Z',
  comercial,
  fechaContacto: '2026-11-10T09:30:00.000Z',
  estado: 'REALIZADO',
  cliente: 501,
  cliente_nombre: 'Ana Pérez',
  notas: null,
  tipo: 'OFERTA',
  tipo_llamada: null,
  agendado: null,
  no_interesado: null,
  gestion: null,
  oferta: {
    id: 81,
    estado: 4,
    estadoLabel: 'Activada',
    tipoOferta: null,
    isp: null,
    razonNoInteresado: null,
    tipoIva: null,
    precioAnterior: null,
    precioTotal: '45.00',
    numeroComercial: null,
    notas: null,
    fechaVenta: '2026-11-10',
  },
};

export const ATENCION_GESTION_BRUNO: AtencionListRow = {
  ...ATENCION_OFERTA_ANA,
  id: 72,
  updated_on: '2026-11-12T11:00:00.000Z',
  cliente: 502,
  cliente_nombre: 'Bruno Gil',
  tipo: 'GESTION',
  gestion: { id: 3, name: 'Portabilidad' },
  oferta: null,
};

export const PAQUETE_ANA: PaqueteListRow = {
  id: 91,
  estado: 'VUELO',
  tipoLinea: 'LINEA_PRINCIPAL',
  tipoVenta: null,
  tarifa: 7,
  tarifaNombre: 'Fibra 1 Gb',
  precio_durante: '45.00',
  precio_despues: '55.00',
  meses_promocion: 12,
  order_id: null,
  lineasAsociadas: [],
  crossSell: false,
  created_on: '2026-11-10T09:30:00.000Z',
  updated_on: '2026-11-10T09:30:00.000Z',
  additional_info_id: null,
  oferta: { id: 81, estado: 4, estadoLabel: 'Activada', fechaVenta: '2026-11-10', precioTotal: '45.00' },
  cliente: { id: 501, nombre: 'Ana Pérez' },
  comercial,
};

/** An order info as POST stores it with nothing but its package (decision 75). */
export const SIN_INFO: Omit<AdditionalInfo, 'id' | 'paquete'> = {
  numero_pedido: null,
  fecha_solicitud: null,
  fecha_instalacion: null,
  fecha_activacion: null,
  portabilidad: false,
  operador_donante: null,
  observaciones: null,
  created_by: comercial,
  created_on: '2026-11-20T10:00:00.000Z',
  updated_on: '2026-11-20T10:00:00.000Z',
};

export const pagina = <T>(results: T[]) => ({
  results,
  count: results.length,
  current: 1,
  count_exact: true,
});
