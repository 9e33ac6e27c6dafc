import { formatEuros, formatPercent } from '@ventas/domain/money/euro-format';
import type { ImportTable } from '@ventas/domain/servicios/catalogue-transfer-contract';
import { SEGMENTS } from '@ventas/domain/servicios/catalogue-fields';
import { SEGMENT_LABELS } from '@ventas/domain/servicios/segment-labels';
import { AMOUNT_UNITS, DURATION_UNITS } from '@ventas/domain/servicios/promocion-contract';
import { TARIFF_CATEGORIES, TARIFF_CATEGORY_LABELS } from '@ventas/domain/servicios/tarifa-contract';
import type { Option } from '../../lib/option';

/** How the catalogue screens name codes: selects, filters and cells read these. */
export const SEGMENT_OPTIONS: Option[] = SEGMENTS.map((segment) => ({
  value: segment,
  label: SEGMENT_LABELS[segment],
}));

export const CATEGORY_OPTIONS: Option[] = TARIFF_CATEGORIES.map((category) => ({
  value: category,
  label: TARIFF_CATEGORY_LABELS[category],
}));

export const AMOUNT_UNIT_LABELS: Record<(typeof AMOUNT_UNITS)[number], string> = {
  MONETARY: 'Importe (€)',
  PERCENTS: 'Porcentaje (%)',
};
export const AMOUNT_UNIT_OPTIONS: Option[] = AMOUNT_UNITS.map((unit) => ({
  value: unit,
  label: AMOUNT_UNIT_LABELS[unit],
}));

export const DURATION_UNIT_OPTIONS: Option[] = DURATION_UNITS.map((unit) => ({
  value: unit,
  label: unit === 'months' ? 'Meses' : 'Días',
}));

/** A promotion's amount with its unit: '12,5 %' (no trailing zeros: the API keeps 4) or '5,00 €'. */
export function formatPromotionAmount(amount: string, unit: string): string {
  return unit === 'PERCENTS' ? formatPercent(amount) : formatEuros(amount);
}

export const categoryLabel = (category: string): string =>
  TARIFF_CATEGORY_LABELS[category as keyof typeof TARIFF_CATEGORY_LABELS] ?? category;

/** What each import fills, as the import dialog's choice names it. */
export const IMPORT_TABLE_LABELS: Record<ImportTable, string> = {
  tarifas: 'Tarifas',
  terminales: 'Dispositivos',
  installments: 'Cuotas de dispositivos',
};
