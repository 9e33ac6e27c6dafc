import type { ImportTable } from '@ventas/domain/servicios/catalogue-transfer-contract';
import { headerOf } from './transfer-fields';

/**
 * How a cell becomes a form value before the form's own zod schema judges it: `ids` is a list
 * of ids separated by commas, `boolean` takes Sí/No as well as true/false/1/0.
 */
export type CellKind = 'text' | 'amount' | 'integer' | 'ids' | 'boolean';

/** One column of an import sheet: the form field it fills and its header. */
export interface ImportColumn {
  field: string;
  header: string;
  kind: CellKind;
  /** The row's natural key (decision 69): the header must be in the sheet. */
  key: boolean;
  /** The template's example row. */
  example: string | number | null;
}

const column = (
  field: string,
  kind: CellKind,
  example: ImportColumn['example'],
  key = false,
): ImportColumn => ({ field, header: headerOf(field), kind, key, example });

/**
 * The columns each import reads, declared once: the template's header row is this list and the
 * reader maps headers to fields with it. Columns missing from a sheet are left as they are on an
 * update (a tariff's line info is not in the sheet and survives an import); `ID` picks the row to
 * update, and without it the natural key does (the `key` columns).
 */
export const IMPORT_COLUMNS: Readonly<Record<ImportTable, readonly ImportColumn[]>> = {
  tarifas: [
    column('id', 'integer', null),
    column('name', 'text', 'Fibra 600 Mb', true),
    column('operator', 'text', 'A', true),
    column('category', 'text', 'Fijo'),
    column('segment', 'text', 'PARTICULAR'),
    column('price_value', 'amount', '29.90'),
    column('payment_type', 'text', null),
    column('color', 'text', null),
    column('is_active', 'boolean', 'Sí'),
    column('promotions', 'ids', null),
    column('additional_lines', 'ids', null),
    column('svas', 'ids', null),
  ],
  terminales: [
    column('id', 'integer', null),
    column('name', 'text', 'Teléfono X 128 GB', true),
    column('operator', 'text', 'A', true),
    column('brand', 'text', 'Marca'),
    column('price', 'amount', '299.00'),
    column('seguro', 'integer', null),
    column('devices', 'integer', 10),
    column('page_url', 'text', null),
    column('description', 'text', null),
    column('is_active', 'boolean', 'Sí'),
  ],
  installments: [
    column('id', 'integer', null),
    column('terminal', 'integer', 1, true),
    column('installment_type', 'text', 'tarifa', true),
    column('object_id', 'integer', 1, true),
    column('initial_price', 'amount', '0.00'),
    column('month_price', 'amount', '12.50'),
    column('final_price', 'amount', '0.00'),
    column('is_active', 'boolean', 'Sí'),
  ],
};
