import { sql } from 'drizzle-orm';
import type { ImportMode, ImportRowOutcome } from '@ventas/domain/servicios/catalogue-transfer-contract';
import type { TenantTx } from '../../../db/database';
import { JobFailure } from '../../../jobs/job-types';
import { existingValues } from '../catalogue-bulk-writes';
import {
  decideRow,
  failedRow,
  formOf,
  readRow,
  renumber,
  ROW_MESSAGES,
  targetOf,
  type BatchLookups,
  type ImportState,
  type RowWrite,
} from './import-row';
import type { SheetRow } from './import-sheet-reader';
import type { ImportTableSpec, ReferenceQuery } from './import-tables';

/**
 * The values a batch's forms point to, asked once per table and column: what exists, and what
 * was asked (a value asked late, by a row whose target the rows before it changed, costs one
 * more query).
 */
function referenceSets(tx: TenantTx) {
  const asked = new Map<string, Set<number | string>>();
  const found = new Map<string, Set<number | string>>();
  const nameOf = (table: string, column: string) => `${table}.${column}`;
  return {
    async ask(queries: readonly ReferenceQuery[]) {
      const wanted = new Map<
        string,
        { table: string; column: 'id' | 'codigo'; values: Set<number | string> }
      >();
      for (const { table, column, values } of queries) {
        const name = nameOf(table, column);
        const known = asked.get(name);
        for (const value of values) {
          if (known?.has(value)) continue;
          const entry = wanted.get(name) ?? { table, column, values: new Set() };
          entry.values.add(value);
          wanted.set(name, entry);
        }
      }
      for (const [name, { table, column, values }] of wanted) {
        const present = await existingValues(tx, table, column, [...values]);
        const knownAsked = asked.get(name) ?? new Set();
        const knownFound = found.get(name) ?? new Set();
        for (const value of values) knownAsked.add(value);
        for (const value of present) knownFound.add(value);
        asked.set(name, knownAsked);
        found.set(name, knownFound);
      }
    },
    exists(table: string, column: 'id' | 'codigo', value: number | string): boolean | null {
      const name = nameOf(table, column);
      if (!asked.get(name)?.has(value)) return null;
      return found.get(name)?.has(value) ?? false;
    },
  };
}

/**
 * The batch's lookups in a few queries: the rows with the sheet rows' natural keys, the rows
 * they (or their IDs) may update, and what the forms they would make point to. Which row a sheet
 * row updates can still change with the rows before it (a rename, a repeat); `decideRow` asks
 * for anything missed.
 */
async function lookupsOf(
  tx: TenantTx,
  spec: ImportTableSpec,
  state: ImportState,
  rows: ReturnType<typeof readRow>[],
) {
  const readable = rows.filter((row) => row.errors.length === 0);
  const keyed = readable.filter((row) => row.input['id'] === null || row.input['id'] === undefined);
  const found = await spec.findByKeys(
    tx,
    keyed.map((row) => row.input),
  );
  // A table's query may answer more keys than asked (every installment of a terminal).
  const asked = new Set(keyed.map((row) => spec.inputKey(row.input)));
  const byKey = new Map([...found].filter(([key]) => asked.has(key)));
  const guesses = readable.map((row) => {
    const target = targetOf(spec, state, { byKey }, row.input);
    return { row, id: 'id' in target ? target.id : null };
  });
  const candidates = new Set<number>();
  for (const { id } of guesses) if (id !== null && id > 0 && !state.touched.has(id)) candidates.add(id);
  for (const ids of byKey.values()) for (const id of ids) if (!state.touched.has(id)) candidates.add(id);
  const current = await spec.current(tx, [...candidates]);
  const references = referenceSets(tx);
  const queries: ReferenceQuery[] = [];
  for (const { row, id } of guesses) {
    const form = formOf(spec, row.input, id === null ? null : current.get(id));
    if (form.success) queries.push(...spec.references(form.data));
  }
  await references.ask(queries);
  const lookups: BatchLookups = { byKey, current, exists: references.exists };
  const ask = (form: unknown) => references.ask(spec.references(form));
  return { lookups, ask };
}

const SAVEPOINT = sql.raw('SAVEPOINT catalogue_import_batch');
const RELEASE = sql.raw('RELEASE SAVEPOINT catalogue_import_batch');
const ROLLBACK = sql.raw('ROLLBACK TO SAVEPOINT catalogue_import_batch');

/** The job's failure once the database refused a batch: the row the routes' writes refuse, if one does. */
async function refusal(tx: TenantTx, spec: ImportTableSpec, writes: readonly RowWrite[], cause?: unknown) {
  await tx.execute(ROLLBACK);
  const row = await failedRow(tx, spec, writes);
  const message =
    row === null ? ROW_MESSAGES.failedBatch(writes[0]!.row, writes.at(-1)!.row) : ROW_MESSAGES.failed(row);
  return new JobFailure(message, { cause });
}

/**
 * Writes a batch's checked rows with the set-based writes. If the database refuses them, the
 * batch is rolled back to its savepoint and replayed row by row with the routes' writes to name
 * the row; the job fails either way and its transaction rolls everything back (decision 69).
 */
async function writeBatch(
  tx: TenantTx,
  spec: ImportTableSpec,
  state: ImportState,
  writes: readonly RowWrite[],
) {
  const creates = writes.filter((write) => write.id === null);
  const updates = writes.flatMap((write) => (write.id === null ? [] : [{ id: write.id, form: write.form }]));
  await tx.execute(SAVEPOINT);
  let ids: number[] | false;
  try {
    ids = await spec.writeBatch(
      tx,
      creates.map((write) => write.form),
      updates,
    );
  } catch (error) {
    throw await refusal(tx, spec, writes, error);
  }
  // An updated row gone since it was read (someone deleted it): named as the routes would.
  if (ids === false) throw await refusal(tx, spec, writes);
  await tx.execute(RELEASE);
  const created = ids;
  creates.forEach((write, i) => renumber(state, -write.row, created[i]!));
}

/**
 * One batch of sheet rows: each decided in the file's order against the batch's lookups, then
 * (apply only) the accepted rows written together. A dry run writes nothing: its report comes
 * from the same decisions the apply makes.
 */
export async function importBatch(
  tx: TenantTx,
  spec: ImportTableSpec,
  state: ImportState,
  mode: ImportMode,
  sheetRows: readonly SheetRow[],
): Promise<ImportRowOutcome[]> {
  const rows = sheetRows.map((row) => readRow(spec, row));
  const { lookups, ask } = await lookupsOf(tx, spec, state, rows);
  const outcomes: ImportRowOutcome[] = [];
  const writes: RowWrite[] = [];
  for (const row of rows) {
    const decided = await decideRow(spec, state, lookups, ask, row);
    outcomes.push(decided.outcome);
    if (decided.write) writes.push(decided.write);
  }
  if (mode === 'apply' && writes.length > 0) await writeBatch(tx, spec, state, writes);
  return outcomes;
}
