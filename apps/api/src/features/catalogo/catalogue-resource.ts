import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { FilterDeclarations } from '@ventas/domain/http/list-filters';
import type { ListQuery } from '@ventas/domain/http/list-query';
import type { idPathSchema } from '@ventas/domain/http/id';
import { catalogueCalls } from '@ventas/domain/servicios/catalogue.calls';
import type { ExportTable } from '@ventas/domain/servicios/catalogue-transfer-contract';
import type { PricedKind } from '@ventas/domain/servicios/price-history';
import type { ServedCall } from '../../http/call-route';
import type { TableList } from '../../lists/table-list';

/**
 * A catalogue table declared once (SPEC §3 Tariff … Objective type): its list's SQL, the columns
 * a form writes, what it links to, its price and what counts as "in use". Its calls (query, form
 * and row schemas) are declared in the domain, `catalogueCalls[path]`. The routes, writes and
 * deletes are generic (catalogue-table.routes.ts, catalogue-table.service.ts, catalogue-writes.ts), so a table is this declaration
 * and nothing else (issue 12: "declarations, not copies").
 */
export interface CatalogueResource<D extends FilterDeclarations, F extends string, Row, Form> {
  /** The path under /api/servicios/, without slashes: 'tarifas' (its calls' key, its export's name). */
  path: ExportTable;
  /** The SQL table the rows live in. */
  table: string;
  /** How messages name one row: 'La tarifa'. */
  noun: string;
  list: TableList<D, F, Row>;
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

/**
 * A table's five calls as the generic routes, import and export read them: the list's parsed
 * query, the id, the form (each table's own schemas, declared in the domain).
 */
export interface CatalogueCallsOfAnyTable {
  list: ServedCall & { query: z.ZodType<ListQuery<FilterDeclarations, string>> };
  read: ServedCall & { params: typeof idPathSchema; response: z.ZodType };
  create: ServedCall & { body: z.ZodType };
  update: ServedCall & { params: typeof idPathSchema; body: z.ZodType };
  remove: ServedCall & { params: typeof idPathSchema; alsoAnswers: { status: 204; response: z.ZodNull } };
}

/** The calls of a resource's table. */
export function tableCalls(resource: AnyCatalogueResource): CatalogueCallsOfAnyTable {
  return catalogueCalls[resource.path];
}
