import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ImportTable } from '@ventas/domain/servicios/catalogue-transfer-contract';
import { installmentFormSchema, type InstallmentForm } from '@ventas/domain/servicios/installment-contract';
import { rowsOf, type TenantTx } from '../../../db/database';
import { readTableRow } from '../../../lists/table-list';
import type { AnyCatalogueResource } from '../catalogue-resource';
import { createCatalogueRow, updateCatalogueRow } from '../catalogue-writes';
import { createInstallment, listInstallments, updateInstallment } from '../installments.repository';
import { TARIFAS } from '../tarifas.catalogue';
import { TERMINALES } from '../terminales.catalogue';
import { IMPORT_COLUMNS, type ImportColumn } from './import-columns';

/**
 * What an import needs of a table: its columns and form schema (the API's own), how a sheet row
 * finds the row it updates without an ID (the natural key, decision 69), the row as form input
 * (so columns a sheet leaves out keep their values), and the same writes as the routes.
 */
export interface ImportTableSpec {
  columns: readonly ImportColumn[];
  form: z.ZodType<unknown, unknown>;
  /** How a reason names one row of the table, and its natural key. */
  noun: string;
  keyWords: string;
  /** Ids of the rows with the natural key in `input` (at most two: more than one is ambiguous). */
  findByKey(tx: TenantTx, input: Readonly<Record<string, unknown>>): Promise<number[]>;
  /** Row `id` of this tenant as form input, or null. */
  current(tx: TenantTx, id: number): Promise<Record<string, unknown> | null>;
  create(tx: TenantTx, form: unknown): Promise<number>;
  update(tx: TenantTx, id: number, form: unknown): Promise<void>;
  label(input: Readonly<Record<string, unknown>>): string | null;
}

const textOf = (value: unknown): string | null =>
  typeof value === 'string' || typeof value === 'number' ? String(value).trim() || null : null;
const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 && value <= 2_147_483_647;
const idsOf = (result: unknown) => rowsOf<{ id: number }>(result).map((row) => row.id);

/** A catalogue table's import: natural key name + operator, as trimmed (the form trims too). */
function catalogueImport(resource: AnyCatalogueResource, table: ImportTable, noun: string): ImportTableSpec {
  return {
    columns: IMPORT_COLUMNS[table],
    form: resource.form,
    noun,
    keyWords: 'nombre y operador',
    async findByKey(tx, input) {
      const name = textOf(input['name']);
      const operator = textOf(input['operator']);
      if (!name || !operator) return [];
      return idsOf(
        await tx.execute(
          sql`SELECT id FROM ${sql.identifier(resource.table)}
              WHERE tenant_id = ${tx.tenantId} AND name = ${name} AND operator = ${operator} ORDER BY id LIMIT 2`,
        ),
      );
    },
    current: (tx, id) => readTableRow(tx, resource.list, id) as Promise<Record<string, unknown> | null>,
    create: async (tx, form) => ((await createCatalogueRow(tx, resource, form)) as { id: number }).id,
    update: async (tx, id, form) => {
      await updateCatalogueRow(tx, resource, id, form);
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
  async findByKey(tx, input) {
    const { terminal, installment_type: type, object_id: objectId } = input;
    if (!isId(terminal) || !isId(objectId) || typeof type !== 'string') return [];
    return idsOf(
      await tx.execute(
        sql`SELECT id FROM installments WHERE tenant_id = ${tx.tenantId} AND terminal_id = ${terminal}
            AND installment_type = ${type} AND object_id = ${objectId} ORDER BY id LIMIT 2`,
      ),
    );
  },
  async current(tx, id) {
    const [row] = await listInstallments(tx, sql`i.id = ${id}`, false);
    // The form reads `terminal`; the row's other names are the form's (unknown keys are dropped).
    return row ? { ...row, terminal: row.terminal__id } : null;
  },
  create: async (tx, form) => (await createInstallment(tx, form as InstallmentForm)).id,
  update: async (tx, id, form) => {
    await updateInstallment(tx, id, form as InstallmentForm);
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
