import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { FilterDeclarations } from '@ventas/domain/http/list-filters';
import type { ListPaging } from '@ventas/domain/http/page';
import type { PricedKind } from '@ventas/domain/servicios/price-history';
import type { TableList } from '../../lists/table-list';

/**
 * A catalogue table declared once (SPEC §3 Tariff … Objective type): its list, its form, the
 * columns a form writes, what it links to, its price and what counts as "in use". The routes,
 * writes and deletes are generic (catalogue-routes.ts, catalogue-writes.ts), so a table is this
 * declaration and nothing else (issue 12: "declarations, not copies").
 */
export interface CatalogueResource<D extends FilterDeclarations, F extends string, Row, Form> {
  /** The path under /api/servicios/, without slashes: 'tarifas'. */
  path: string;
  /** The SQL table the rows live in. */
  table: string;
  /** How messages name one row: 'La tarifa'. */
  noun: string;
  list: TableList<D, F, Row>;
  paging: ListPaging<F>;
  form: z.ZodType<Form, unknown>;
  row: z.ZodType<Row>;
  /** The GET answer: the whole list, or a page when `page`/`itemsPerPage` are sent. */
  listResponse: z.ZodType;
  /** A form's values by SQL column (jsonb values through `jsonbValue`). */
  columns: (form: Form) => Record<string, unknown>;
  /** Ids the form points to, each checked to exist in the tenant before anything is written. */
  references?: readonly CatalogueReference<Form>[];
  /** Many-to-many links rewritten on every save. */
  links?: readonly CatalogueLink<Form>[];
  /** A priced item: the form's price becomes a price-history entry when it changes. */
  price?: { kind: PricedKind; of: (form: Form) => string };
  /** Whether something that must keep pointing at row `id` uses it (then it is not erased). */
  inUse?: (id: number) => SQL;
  /** Rows have `is_active`: a used row is deactivated; without it a used row answers 409. */
  deactivates: boolean;
  /** The table has `updated_on`, set on every save. */
  stamped: boolean;
}

/** A scalar id field (a device's insurance) or an operator code. */
export interface CatalogueReference<Form> {
  field: string;
  /** The table holding the target, and the column matched. */
  table: string;
  column: 'id' | 'codigo';
  values: (form: Form) => readonly (number | string)[];
}

export interface CatalogueLink<Form> {
  field: string;
  /** The link table and its two columns: this row's, and the linked row's. */
  table: string;
  own: string;
  other: string;
  /** The linked rows' table (their existence is checked). */
  target: string;
  ids: (form: Form) => readonly number[];
}

/** The reference every operator-bearing table declares. */
export function operatorReference<Form extends { operator: string | null }>(): CatalogueReference<Form> {
  return {
    field: 'operator',
    table: 'operadores',
    column: 'codigo',
    values: (form) => (form.operator ? [form.operator] : []),
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a registry of differently typed declarations
export type AnyCatalogueResource = CatalogueResource<any, any, any, any>;
