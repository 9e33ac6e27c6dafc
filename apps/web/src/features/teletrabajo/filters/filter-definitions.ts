/**
 * SPEC §3 "Telework query filters", by the kind of value each takes. The URL and the API share
 * these names (apps/api/src/features/clientes/clientes-filters.ts); ranges travel as
 * `<name>_after` / `<name>_before` (YYYY-MM-DD) and lists as repeated parameters.
 */
export const TEXT_FILTERS = [
  'nombre',
  'lastname',
  'documento',
  'telefono',
  'email',
  'direccion',
  'cp',
  'localidad',
  'notes',
  'contractServiceState',
  'contractPackageId',
  'contractSfid',
] as const;

/** One value picked from a list of options. */
export const SELECT_FILTERS = [
  'tipo_documento',
  'estadoCliente',
  'segmento',
  'comercial',
  'tipo_comercial',
  'ispActual',
  'razon_no_interesado',
  'opciones_tipo_llamada',
  'opciones_no_interesado',
  'contractIsp',
  'estadoServicio',
  'contractSegment',
  'contractTariffCategory',
] as const;

/** SPEC §3 marks these as lists. */
export const LIST_FILTERS = [
  'estadoOferta',
  'tipoOferta',
  'origenBbdd',
  'oferta',
  'contractServices',
  'notContractServices',
] as const;

export const RANGE_FILTERS = [
  'fecha_contacto',
  'updated_on',
  'fecha_agendado',
  'fecha_venta',
  'contractPermanenceEnding',
] as const;

export type TextFilterKey = (typeof TEXT_FILTERS)[number];
export type SelectFilterKey = (typeof SELECT_FILTERS)[number];
export type ListFilterKey = (typeof LIST_FILTERS)[number];
export type RangeFilterKey = (typeof RANGE_FILTERS)[number];
export type FilterKey = TextFilterKey | SelectFilterKey | ListFilterKey | RangeFilterKey;

/** Whole days, both ends included (docs/decisions.md 18). */
export interface DateRange {
  after?: string;
  before?: string;
}

export type FilterValues = { [K in TextFilterKey | SelectFilterKey]?: string } & {
  [K in ListFilterKey]?: string[];
} & { [K in RangeFilterKey]?: DateRange };

export const FILTER_LABELS: Record<FilterKey, string> = {
  nombre: 'Nombre',
  lastname: 'Apellidos',
  documento: 'Documento',
  tipo_documento: 'Tipo de documento',
  telefono: 'Teléfono',
  estadoCliente: 'Estado del cliente',
  estadoOferta: 'Estado de la oferta',
  tipoOferta: 'Tipo de oferta',
  email: 'Email',
  direccion: 'Dirección',
  cp: 'Código postal',
  localidad: 'Localidad',
  fecha_contacto: 'Fecha de contacto',
  updated_on: 'Actualizado',
  origenBbdd: 'Origen BBDD',
  segmento: 'Segmento',
  comercial: 'Comercial',
  tipo_comercial: 'Tipo de comercial',
  ispActual: 'ISP actual',
  fecha_agendado: 'Fecha de agendado',
  fecha_venta: 'Fecha de venta',
  oferta: 'Tarifa en oferta (id)',
  razon_no_interesado: 'Razón no interesado',
  notes: 'Notas',
  opciones_tipo_llamada: 'Tipo de llamada',
  opciones_no_interesado: 'Tipo de no interesado',
  contractIsp: 'ISP del contrato',
  estadoServicio: 'Estado del contrato',
  contractSegment: 'Segmento del contrato',
  contractTariffCategory: 'Categoría de tarifa',
  contractServices: 'Con servicios',
  notContractServices: 'Sin servicios',
  contractPermanenceEnding: 'Fin de permanencia',
  contractServiceState: 'Estado del servicio',
  contractPackageId: 'Id de paquete',
  contractSfid: 'SFID',
};

/** How the panel groups the filters. */
export const FILTER_GROUPS: readonly { title: string; keys: readonly FilterKey[] }[] = [
  {
    title: 'Cliente',
    keys: [
      'nombre',
      'lastname',
      'tipo_documento',
      'documento',
      'telefono',
      'email',
      'direccion',
      'cp',
      'localidad',
    ],
  },
  {
    title: 'Seguimiento',
    keys: [
      'estadoCliente',
      'comercial',
      'tipo_comercial',
      'origenBbdd',
      'segmento',
      'ispActual',
      'razon_no_interesado',
      'opciones_no_interesado',
      'opciones_tipo_llamada',
      'notes',
      'fecha_contacto',
      'updated_on',
      'fecha_agendado',
    ],
  },
  { title: 'Ofertas', keys: ['estadoOferta', 'tipoOferta', 'oferta', 'fecha_venta'] },
  {
    title: 'Contratos',
    keys: [
      'contractIsp',
      'estadoServicio',
      'contractSegment',
      'contractTariffCategory',
      'contractServices',
      'notContractServices',
      'contractPermanenceEnding',
      'contractServiceState',
      'contractPackageId',
      'contractSfid',
    ],
  },
];

const kinds = new Map<FilterKey, 'text' | 'select' | 'list' | 'range'>([
  ...TEXT_FILTERS.map((key) => [key, 'text'] as const),
  ...SELECT_FILTERS.map((key) => [key, 'select'] as const),
  ...LIST_FILTERS.map((key) => [key, 'list'] as const),
  ...RANGE_FILTERS.map((key) => [key, 'range'] as const),
]);

export function filterKind(key: FilterKey): 'text' | 'select' | 'list' | 'range' {
  return kinds.get(key) ?? 'text';
}
