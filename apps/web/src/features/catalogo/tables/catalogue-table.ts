import type { QueryKey } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { FilterDeclarations } from '@ventas/domain/http/list-filters';
import type { ImportTable } from '@ventas/domain/servicios/catalogue-transfer-contract';
import type { PricedKind } from '@ventas/domain/servicios/price-history';
import type { GridColumns } from '../../../components/paged-grid/grid-columns';
import type { ListDeclaration } from '../../../components/paged-grid/list-declaration';
import type { CatalogueCallsOf } from '../api/catalogue-calls-of';
import type { catalogueKeys } from '../api/catalogue-keys';
import type { CatalogueMessages } from '../messages/catalogue-messages';

/** The query key of a catalogue page (api/catalogue-keys.ts). */
export type CataloguePageKey = ReturnType<typeof catalogueKeys.page>;

/** Every catalogue row has its id. */
export interface CatalogueRow {
  id: number;
}

/** What a table's fields component gets: the form, and whether it only shows (a Manager). */
export interface CatalogueFieldsProps<Values extends FieldValues, Form> {
  form: UseFormReturn<Values, unknown, Form>;
  disabled: boolean;
}

/**
 * A table's add/edit form. Values are what the inputs edit (texts, '' for nothing); `toInput`
 * turns them into what the domain's form schema reads, and that schema (the API's body schema)
 * validates the form in Spanish and gives the body that is sent.
 */
export interface CatalogueFormSpec<Row, Values extends FieldValues, Form> {
  schema: z.ZodType<Form, unknown>;
  empty: () => Values;
  fromRow: (row: Row) => Values;
  toInput: (values: Values) => unknown;
  Fields: ComponentType<CatalogueFieldsProps<Values, Form>>;
  /** A long form (a tariff) takes a wider dialog. */
  wide?: boolean;
}

/**
 * One catalogue table as the screens show it (docs/architecture.md "Catalogue": the API serves
 * each table from a declaration; the web shows each from this one): its list on the paged grid,
 * its columns, its form, its SPEC §8 messages, and whether it has a price history or an import.
 */
export interface CatalogueTable<Row extends CatalogueRow, Values extends FieldValues, Form> {
  /** Its calls (`catalogueCalls.tarifas`); `calls.table` is its path and its export's name. */
  calls: CatalogueCallsOf<Row>;
  list: ListDeclaration<Row, FilterDeclarations, CataloguePageKey>;
  /** The data columns; the screen adds the row actions. */
  columns: GridColumns<Row>;
  form: CatalogueFormSpec<Row, Values, Form>;
  messages: CatalogueMessages;
  titles: { create: string; edit: string; view: string; delete: string };
  /** How a row is named in titles and accessible names. */
  rowName: (row: Row) => string;
  /** A priced item: price and upfront history dialogs (SPEC §3). */
  pricedKind?: PricedKind;
  /** The import's tables (SPEC §7 read-xlsx), when the table offers one. */
  importTables?: readonly ImportTable[];
  /** Lists outside the catalogue keys that a change here makes stale (e.g. origins' initial data). */
  alsoInvalidates?: readonly QueryKey[];
}
