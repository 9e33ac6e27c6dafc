import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { idSchema } from '@ventas/domain/http/id';
import type { ImportTable } from '@ventas/domain/servicios/catalogue-transfer-contract';
import { installmentFormSchema, type InstallmentForm } from '@ventas/domain/servicios/installment-contract';
import { parsedRows, type TenantTx } from '../../../db/database';
import type { TableList } from '../../../lists/table-list';
import {
  createCatalogueRows,
  createInstallments,
  jsonArray,
  readTableRowsById,
  updateCatalogueRows,
  updateInstallments,
} from '../catalogue-bulk-writes';
import { tableCalls, type AnyCatalogueResource } from '../catalogue-resource';
import { createCatalogueRow, missingReferences, referencesOf, updateCatalogueRow } from '../catalogue-writes';
import {
  createInstallment,
  installmentReferences,
  listInstallments,
  missingInstallmentReference,
  updateInstallment,
} from '../installments.repository';
import { TARIFAS } from '../tarifas.catalogue';
import { TERMINALES } from '../terminales.catalogue';
import { IMPORT_COLUMNS, type ImportColumn } from './import-columns';

/** A natural key as one comparable value: its parts, JSON-encoded. */
export type NaturalKey = string;
const keyOf = (...parts: ReadonlyArray<string | number>): NaturalKey => JSON.stringify(parts);

/** Values a form points to in one table and column (checked to exist, one query per batch). */
export interface ReferenceQuery {
  table: string;
  column: 'id' | 'codigo';
  values: ReadonlyArray<number | string>;
}

/**
 * What an import needs of a table: its columns and form schema (the API's own), the natural key
 * a sheet row without an ID is matched by (decision 69), the rows as form input (so columns a
 * sheet leaves out keep their values), what a form points to and the routes' rule on it, and
 * the writes: the routes' own per row (to name a row the database refuses) and their set-based
 * versions for a batch (catalogue-bulk-writes.ts).
 */
export interface ImportTableSpec {
  columns: readonly ImportColumn[];
  form: z.ZodType<unknown, unknown>;
  /** How a reason names one row of the table, and its natural key. */
  noun: string;
  keyWords: string;
  /** The key a sheet row names, or null when a key cell is blank or not a valid value. */
  inputKey(input: Readonly<Record<string, unknown>>): NaturalKey | null;
  /** The key a saved form stores. */
  formKey(form: unknown): NaturalKey;
  /** Ids of this tenant's rows with each of `inputs`' keys, ascending (one query). */
  findByKeys(
    tx: TenantTx,
    inputs: ReadonlyArray<Readonly<Record<string, unknown>>>,
  ): Promise<Map<NaturalKey, number[]>>;
  /** Rows `ids` of this tenant as form input (one query); an id not there is absent. */
  current(tx: TenantTx, ids: readonly number[]): Promise<Map<number, Record<string, unknown>>>;
  /** What `form` points to, for the batch's one query per table. */
  references(form: unknown): ReferenceQuery[];
  /** The routes' 400 body for what `form` points to and does not exist, or null. */
  missing(
    form: unknown,
    exists: (table: string, column: 'id' | 'codigo', value: number | string) => boolean,
  ): Promise<Record<string, string[]> | null>;
  create(tx: TenantTx, form: unknown): Promise<number>;
  update(tx: TenantTx, id: number, form: unknown): Promise<void>;
  /** The writes of a batch of checked forms: the created ids in order; false if an updated id is gone. */
  writeBatch(
    tx: TenantTx,
    creates: readonly unknown[],
    updates: ReadonlyArray<{ id: number; form: unknown }>,
  ): Promise<number[] | false>;
  label(input: Readonly<Record<string, unknown>>): string | null;
}

const textOf = (value: unknown): string | null =>
  typeof value === 'string' || typeof value === 'number' ? String(value).trim() || null : null;
/** The API's one id rule (packages/domain http/id.ts). */
const isId = (value: unknown): value is number => idSchema.safeParse(value).success;

/** The ids of `rows` grouped by their natural key (rows come ordered by id, so each list is ascending). */
function byKey<Row extends { id: number }>(rows: readonly Row[], key: (row: Row) => NaturalKey) {
  const found = new Map<NaturalKey, number[]>();
  for (const row of rows) {
    const ids = found.get(key(row)) ?? [];
    ids.push(row.id);
    found.set(key(row), ids);
  }
  return found;
}

/** A catalogue table's import: natural key name + operator, as trimmed (the form trims too). */
function catalogueImport(resource: AnyCatalogueResource, table: ImportTable, noun: string): ImportTableSpec {
  const nameAndOperator = (input: Readonly<Record<string, unknown>>) => {
    const name = textOf(input['name']);
    const operator = textOf(input['operator']);
    return name && operator ? { name, operator } : null;
  };
  return {
    columns: IMPORT_COLUMNS[table],
    form: tableCalls(resource).create.body,
    noun,
    keyWords: 'nombre y operador',
    inputKey(input) {
      const key = nameAndOperator(input);
      return key ? keyOf(key.name, key.operator) : null;
    },
    formKey(form) {
      const columns = resource.columns(form);
      return keyOf(String(columns['name']), String(columns['operator']));
    },
    async findByKeys(tx, inputs) {
      const names = [...new Set(inputs.flatMap((input) => nameAndOperator(input)?.name ?? []))];
      if (names.length === 0) return new Map();
      const rows = parsedRows(
        await tx.execute(
          sql`SELECT id, name, operator FROM ${sql.identifier(resource.table)}
              WHERE tenant_id = ${tx.tenantId} AND name = ANY(${jsonArray(names)}) ORDER BY id`,
        ),
        z.object({ id: z.number().int(), name: z.string(), operator: z.string() }),
      );
      return byKey(rows, (row) => keyOf(row.name, row.operator));
    },
    current: (tx, ids) =>
      readTableRowsById(resource.list as TableList<never, never, Record<string, unknown>>, tx, ids),
    references: (form) => referencesOf(resource, form),
    missing: async (form, exists) =>
      missingReferences(referencesOf(resource, form), (reference, value) =>
        exists(reference.table, reference.column, value),
      ),
    create: async (tx, form) => ((await createCatalogueRow(tx, resource, form)) as { id: number }).id,
    update: async (tx, id, form) => {
      await updateCatalogueRow(tx, resource, id, form);
    },
    async writeBatch(tx, creates, updates) {
      const ids = await createCatalogueRows(tx, resource, creates);
      return (await updateCatalogueRows(tx, resource, updates)) ? ids : false;
    },
    label: (input) => textOf(input['name']),
  };
}

/** Installments: natural key terminal + line type + tariff (or additional line). */
const INSTALLMENTS_IMPORT: ImportTableSpec = {
  columns: IMPORT_COLUMNS.installments,
  form: installmentFormSchema,
  noun: 'la financiación',
  keyWords: 'terminal, tipo de línea y tarifa',
  inputKey(input) {
    const { terminal, installment_type: type, object_id: objectId } = input;
    if (!isId(terminal) || !isId(objectId) || typeof type !== 'string') return null;
    return keyOf(terminal, type, objectId);
  },
  formKey(form) {
    const { terminal, installment_type: type, object_id: objectId } = form as InstallmentForm;
    return keyOf(terminal, type, objectId);
  },
  async findByKeys(tx, inputs) {
    const terminals = [...new Set(inputs.map((input) => input['terminal']).filter(isId))];
    if (terminals.length === 0) return new Map();
    const rows = parsedRows(
      await tx.execute(
        sql`SELECT id, terminal_id, installment_type, object_id FROM installments
            WHERE tenant_id = ${tx.tenantId} AND terminal_id = ANY(${jsonArray(terminals)}) ORDER BY id`,
      ),
      z.object({
        id: z.number().int(),
        terminal_id: z.number().int(),
        installment_type: z.string(),
        object_id: z.number().int(),
      }),
    );
    return byKey(rows, (row) => keyOf(row.terminal_id, row.installment_type, row.object_id));
  },
  async current(tx, ids) {
    if (ids.length === 0) return new Map();
    const rows = await listInstallments(tx, sql`i.id = ANY(${jsonArray(ids)})`, false);
    // The form reads `terminal`; the row's other names are the form's (unknown keys are dropped).
    return new Map(rows.map((row) => [row.id, { ...row, terminal: row.terminal__id }]));
  },
  references: (form) =>
    installmentReferences(form as InstallmentForm).map(({ table, id }) => ({
      table,
      column: 'id' as const,
      values: [id],
    })),
  missing: (form, exists) =>
    missingInstallmentReference(form as InstallmentForm, (table, id) => exists(table, 'id', id)),
  create: async (tx, form) => (await createInstallment(tx, form as InstallmentForm)).id,
  update: async (tx, id, form) => {
    await updateInstallment(tx, id, form as InstallmentForm);
  },
  async writeBatch(tx, creates, updates) {
    const ids = await createInstallments(tx, creates as InstallmentForm[]);
    const forms = updates as ReadonlyArray<{ id: number; form: InstallmentForm }>;
    return (await updateInstallments(tx, forms)) ? ids : false;
  },
  label: (input) => {
    const terminal = textOf(input['terminal']);
    const object = textOf(input['object_id']);
    return terminal && object
      ? `Terminal ${terminal}, ${textOf(input['installment_type']) ?? 'tarifa'} ${object}`
      : null;
  },
};

export const IMPORT_TABLE_SPECS: Readonly<Record<ImportTable, ImportTableSpec>> = {
  tarifas: catalogueImport(TARIFAS, 'tarifas', 'la tarifa'),
  terminales: catalogueImport(TERMINALES, 'terminales', 'el dispositivo'),
  installments: INSTALLMENTS_IMPORT,
};
