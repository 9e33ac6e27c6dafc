import { TARIFF_CATEGORY_LABELS } from '@ventas/domain/servicios/tarifa-contract';

/**
 * The Spanish header of every catalogue field a sheet carries, export and import alike: an
 * exported tariff or device list can be edited and imported back because both sides name its
 * columns from this one table (a test checks every exported field has a header here).
 */
export const FIELD_HEADERS: Readonly<Record<string, string>> = {
  id: 'ID',
  name: 'Nombre',
  nombre: 'Nombre',
  operator: 'Operador',
  segment: 'Segmento',
  category: 'Categoría',
  price_value: 'Precio',
  price: 'Precio',
  payment_type: 'Tipo de pago',
  color: 'Color',
  commercial_enrichment: 'Enriquecimiento comercial',
  description_file: 'Fichero de descripción',
  is_active: 'Activo',
  promotions: 'Promociones',
  additional_lines: 'Líneas adicionales',
  svas: 'SVAs',
  tariffs: 'Tarifas',
  max_number: 'Número máximo',
  image: 'Imagen',
  more_info: 'Más información',
  permanence: 'Permanencia',
  duration: 'Duración',
  duration_unit: 'Unidad de duración',
  amount: 'Importe',
  amount_unit: 'Tipo de importe',
  tramo: 'Tramo',
  tipo_gestion: 'Tipo de gestión',
  brand: 'Marca',
  description: 'Descripción',
  page_url: 'Página web',
  seguro: 'Seguro',
  devices: 'Unidades',
  terminal: 'Terminal',
  installment_type: 'Tipo de línea',
  object_id: 'Tarifa o línea',
  initial_price: 'Precio inicial',
  month_price: 'Cuota mensual',
  final_price: 'Precio final',
  timestamp: 'Fecha',
  created_on: 'Creado',
  updated_on: 'Actualizado',
};

/** The header of `field` (its own name if the table above lacks it, which a test forbids). */
export const headerOf = (field: string): string => FIELD_HEADERS[field] ?? field;

/** Codes a sheet shows by their label (the export writes the label, the import takes either). */
export const VALUE_LABELS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  is_active: { true: 'Sí', false: 'No' },
  category: TARIFF_CATEGORY_LABELS,
};

/** Case, accents and surrounding blanks do not tell two headers or labels apart. */
export const foldText = (text: string): string =>
  text.normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase();
