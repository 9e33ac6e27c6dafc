import { defineFilters } from '../http/list-filters';
import { ESTADOS_OFERTA } from '../ofertas/oferta-estados';

/**
 * SPEC §3 "Telework query filters": the customer list's filters, declared once. The API parses
 * them (apps/api/src/features/clientes/clientes-list.ts), the web builds the panel, chips and URL
 * from them. Declaration order is the panel's order within each group.
 */
export const CLIENTES_FILTERS = defineFilters({
  nombre: { kind: 'text', label: 'Nombre', group: 'Cliente' },
  // The form has one name field; "lastname" searches it too (docs/decisions/).
  lastname: { kind: 'text', label: 'Apellidos', group: 'Cliente' },
  tipo_documento: { kind: 'list', input: 'select', label: 'Tipo de documento', group: 'Cliente' },
  documento: { kind: 'text', label: 'Documento', group: 'Cliente' },
  telefono: { kind: 'text', label: 'Teléfono', group: 'Cliente' },
  email: { kind: 'text', label: 'Email', group: 'Cliente' },
  direccion: { kind: 'text', label: 'Dirección', group: 'Cliente' },
  cp: { kind: 'text', label: 'Código postal', group: 'Cliente' },
  localidad: { kind: 'text', label: 'Localidad', group: 'Cliente' },
  // When the customer was created: Gerencia's "clientes" figure (issue 15, docs/decisions/).
  created_on: { kind: 'range', label: 'Fecha de alta', group: 'Cliente' },

  estadoCliente: { kind: 'list', input: 'select', label: 'Estado del cliente', group: 'Seguimiento' },
  // SPEC §5: 'null' stands for the customers nobody is assigned.
  comercial: { kind: 'id', input: 'multi', orNull: true, label: 'Comercial', group: 'Seguimiento' },
  tipo_comercial: { kind: 'list', input: 'select', label: 'Tipo de comercial', group: 'Seguimiento' },
  // 'null' stands for the customers with no origin (issue 17: origin performance's "Sin origen").
  origenBbdd: { kind: 'id', input: 'multi', orNull: true, label: 'Origen BBDD', group: 'Seguimiento' },
  segmento: { kind: 'list', input: 'select', label: 'Segmento', group: 'Seguimiento' },
  ispActual: { kind: 'list', input: 'select', label: 'ISP actual', group: 'Seguimiento' },
  razon_no_interesado: {
    kind: 'list',
    input: 'select',
    label: 'Razón no interesado',
    group: 'Seguimiento',
  },
  opciones_no_interesado: {
    kind: 'list',
    input: 'select',
    label: 'Tipo de no interesado',
    group: 'Seguimiento',
  },
  opciones_tipo_llamada: { kind: 'list', input: 'select', label: 'Tipo de llamada', group: 'Seguimiento' },
  notes: { kind: 'text', label: 'Notas', group: 'Seguimiento' },
  fecha_contacto: { kind: 'range', label: 'Fecha de contacto', group: 'Seguimiento' },
  updated_on: { kind: 'range', label: 'Actualizado', group: 'Seguimiento' },
  fecha_agendado: { kind: 'range', label: 'Fecha de agendado', group: 'Seguimiento' },
  // The customer's next pending callback: its day, and whose callback it is. Together they are
  // what GET /api/clientes/agendados/ counts for a day, so the welcome message's count (SPEC §8)
  // links to the list of exactly those customers (docs/decisions/).
  proxima_llamada: { kind: 'range', label: 'Próxima llamada', group: 'Seguimiento' },
  proxima_llamada_comercial: {
    kind: 'id',
    input: 'select',
    label: 'Comercial de la próxima llamada',
    group: 'Seguimiento',
  },

  estadoOferta: {
    kind: 'id',
    input: 'multi',
    max: ESTADOS_OFERTA.length,
    label: 'Estado de la oferta',
    group: 'Ofertas',
  },
  tipoOferta: { kind: 'list', input: 'multi', label: 'Tipo de oferta', group: 'Ofertas' },
  // Offers holding any of these tariffs (docs/decisions/).
  oferta: { kind: 'id', input: 'multi', label: 'Tarifa en oferta (id)', group: 'Ofertas' },
  fecha_venta: { kind: 'range', label: 'Fecha de venta', group: 'Ofertas' },
  // Who recorded the offer (its attention's commercial): whose sale it is, as the calculator
  // credits it. With the two below, what Gerencia's sales figures open (issue 15).
  venta_comercial: { kind: 'id', input: 'multi', label: 'Oferta registrada por', group: 'Ofertas' },
  paquete_estado: { kind: 'list', input: 'multi', label: 'Estado de un paquete', group: 'Ofertas' },
  paquete_tipo_venta: { kind: 'list', input: 'multi', label: 'Tipo de venta', group: 'Ofertas' },

  // One attention of the customer: together these must hold on the same attention. What
  // Gerencia's attention figures open (issue 15, docs/decisions/).
  atencion_comercial: { kind: 'id', input: 'multi', label: 'Atención registrada por', group: 'Actividad' },
  atencion_tipo: { kind: 'list', input: 'multi', label: 'Tipo de atención', group: 'Actividad' },
  atencion_updated_on: { kind: 'range', label: 'Fecha de la atención', group: 'Actividad' },

  contractIsp: { kind: 'list', input: 'select', label: 'ISP del contrato', group: 'Contratos' },
  estadoServicio: { kind: 'list', input: 'select', label: 'Estado del contrato', group: 'Contratos' },
  contractSegment: { kind: 'list', input: 'select', label: 'Segmento del contrato', group: 'Contratos' },
  contractTariffCategory: {
    kind: 'list',
    input: 'select',
    label: 'Categoría de tarifa',
    group: 'Contratos',
  },
  contractServices: { kind: 'list', input: 'multi', label: 'Con servicios', group: 'Contratos' },
  notContractServices: { kind: 'list', input: 'multi', label: 'Sin servicios', group: 'Contratos' },
  contractPermanenceEnding: { kind: 'range', label: 'Fin de permanencia', group: 'Contratos' },
  contractServiceState: { kind: 'list', input: 'text', label: 'Estado del servicio', group: 'Contratos' },
  contractPackageId: { kind: 'text', label: 'Id de paquete', group: 'Contratos' },
  contractSfid: { kind: 'text', label: 'SFID', group: 'Contratos' },
});

export type ClientesFilterKey = keyof typeof CLIENTES_FILTERS;
