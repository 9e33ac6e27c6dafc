import type { ImportRowOutcome } from '@ventas/domain/servicios/catalogue-transfer-contract';
import type { z } from 'zod';
import type { TenantTx } from '../../../db/database';
import { AppError, type ErrorBody } from '../../../http/app-error';
import { readCell } from './import-cells';
import type { SheetRow } from './import-sheet-reader';
import type { ImportTableSpec, NaturalKey } from './import-tables';
import { headerOf } from './transfer-fields';

export const ROW_MESSAGES = {
  invalidId: `${headerOf('id')}: Identificador no válido`,
  missingId: (id: number) => `${headerOf('id')}: No existe: ${id}`,
  ambiguous: (spec: ImportTableSpec) =>
    `Hay varias filas con ese ${spec.keyWords}: indique el ${headerOf('id')}`,
  repeated: (spec: ImportTableSpec, row: number) => `Repite ${spec.noun} de la fila ${row}`,
  failed: (row: number) =>
    `Fila ${row}: la base de datos no admitió la fila; no se ha importado ninguna fila.`,
  failedBatch: (first: number, last: number) =>
    `Filas ${first} a ${last}: la base de datos no admitió una de ellas; no se ha importado ninguna fila.`,
} as const;

/** `Precio: El importe no puede ser negativo`: the column's header, then the schema's message. */
const fieldMessage = (field: string | undefined, message: string) =>
  field ? `${headerOf(field)}: ${message}` : message;

const issuesText = (issues: readonly z.core.$ZodIssue[]) =>
  issues
    .map((issue) => fieldMessage(issue.path.map(String).join('.') || undefined, issue.message))
    .join('; ');

const bodyText = (body: ErrorBody) =>
  Object.entries(body)
    .map(([field, messages]) =>
      field === 'detail' ? String(messages) : fieldMessage(field, [messages].flat().join(', ')),
    )
    .join('; ');

/** The cells of a row as form input, or the reasons some are refused. */
function inputOf(spec: ImportTableSpec, row: SheetRow) {
  const input: Record<string, unknown> = {};
  const errors: string[] = [];
  const refused = new Set<string>();
  for (const column of spec.columns) {
    if (!row.cells.has(column.field)) continue;
    const read = readCell(column, row.cells.get(column.field) ?? null);
    if ('error' in read) {
      errors.push(fieldMessage(column.field, read.error));
      refused.add(column.field);
    } else if (read.value !== undefined) input[column.field] = read.value;
  }
  return { input, errors, refused };
}

/** What the rows before this one did: the rows they touched and the natural keys those have now. */
export interface ImportState {
  /** Database id (in a dry run, a created row's is minus its sheet row) -> the sheet row that touched it. */
  touched: Map<number, number>;
  /** The natural key each touched row has now, and the touched rows by key. */
  keyOf: Map<number, NaturalKey>;
  byKey: Map<NaturalKey, Set<number>>;
}

export const createImportState = (): ImportState => ({
  touched: new Map(),
  keyOf: new Map(),
  byKey: new Map(),
});

/** Records that sheet row `row` created or updated `id`, which now has `key`. */
export function touch(state: ImportState, id: number, key: NaturalKey, row: number): void {
  state.touched.set(id, row);
  state.keyOf.set(id, key);
  const ids = state.byKey.get(key) ?? new Set();
  ids.add(id);
  state.byKey.set(key, ids);
}

/** Moves what was recorded for `from` (a dry-run id of a created row) to its database id. */
export function renumber(state: ImportState, from: number, to: number): void {
  const row = state.touched.get(from);
  const key = state.keyOf.get(from);
  if (row === undefined || key === undefined) return;
  state.touched.delete(from);
  state.keyOf.delete(from);
  state.byKey.get(key)?.delete(from);
  touch(state, to, key, row);
}

/**
 * The rows with `key` as the database had them before the file (`stored`: the batch's one
 * query) and as the file's earlier rows left them: a touched row counts under its new key only.
 */
function rowsWithKey(state: ImportState, stored: readonly number[], key: NaturalKey): number[] {
  const ids = new Set<number>();
  for (const id of stored) {
    const now = state.keyOf.get(id);
    if (now === undefined || now === key) ids.add(id);
  }
  for (const id of state.byKey.get(key) ?? []) ids.add(id);
  return [...ids];
}

/** What one batch's queries found: rows by natural key, current rows, referenced values. */
export interface BatchLookups {
  byKey: ReadonlyMap<NaturalKey, readonly number[]>;
  current: ReadonlyMap<number, Record<string, unknown>>;
  /** Whether a referenced value exists; null if the batch did not ask (the caller asks, then again). */
  exists(table: string, column: 'id' | 'codigo', value: number | string): boolean | null;
}

/** A sheet row read: its number, label, form input and refused cells (their reasons and fields). */
export interface ReadRow {
  number: number;
  label: string | null;
  input: Record<string, unknown>;
  errors: string[];
  refused: ReadonlySet<string>;
}

export function readRow(spec: ImportTableSpec, row: SheetRow): ReadRow {
  const { input, errors, refused } = inputOf(spec, row);
  return { number: row.number, label: spec.label(input), input, errors, refused };
}

/**
 * Every reason a row with refused cells has, not only theirs (issue 29: the report named only
 * the first error of a row): the form's issues on the other fields too, so one pass over the
 * report fixes the whole row. A refused cell's own field is not reported twice.
 */
function allReasons(spec: ImportTableSpec, row: ReadRow, current: Record<string, unknown> | null): string {
  const form = formOf(spec, row.input, current);
  const others = form.success
    ? []
    : form.error.issues.filter((issue) => !row.refused.has(String(issue.path[0] ?? '')));
  return [...row.errors, ...(others.length > 0 ? [issuesText(others)] : [])].join('; ');
}

/** The row the sheet row updates (by ID, else by natural key), null to create, or a reason. */
export function targetOf(
  spec: ImportTableSpec,
  state: ImportState,
  lookups: Pick<BatchLookups, 'byKey'>,
  input: Record<string, unknown>,
): { id: number | null } | { reason: string } {
  const id = input['id'];
  if (id !== null && id !== undefined) {
    if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0)
      return { reason: ROW_MESSAGES.invalidId };
    return { id };
  }
  const key = spec.inputKey(input);
  if (key === null) return { id: null };
  const matches = rowsWithKey(state, lookups.byKey.get(key) ?? [], key);
  if (matches.length > 1) return { reason: ROW_MESSAGES.ambiguous(spec) };
  return { id: matches[0] ?? null };
}

/** The form a sheet row makes over `current` (the row it updates), or the schema's reasons. */
export function formOf(
  spec: ImportTableSpec,
  input: Record<string, unknown>,
  current: Record<string, unknown> | null | undefined,
) {
  const { id: _id, ...fields } = input;
  return spec.form.safeParse({ ...current, ...fields });
}

/** A checked row the batch writes: created (`id` null) or updated. */
export interface RowWrite {
  row: number;
  id: number | null;
  form: unknown;
}

/**
 * Decides one sheet row with the form schema the API uses and the routes' own reference rule,
 * in the file's order: refused cells, an unknown or ambiguous target, a row the file already
 * touched (`state`), the schema's issues, or ids that do not exist in this tenant. A row that
 * passes is recorded in `state` as if written (the batch writes it) and returned as `write`.
 */
export async function decideRow(
  spec: ImportTableSpec,
  state: ImportState,
  lookups: BatchLookups,
  ask: (form: unknown) => Promise<void>,
  row: ReadRow,
): Promise<{ outcome: ImportRowOutcome; write?: RowWrite }> {
  const outcome = (action: ImportRowOutcome['action'], reason: string | null = null): ImportRowOutcome => ({
    row: row.number,
    action,
    label: row.label,
    reason,
  });
  const target = targetOf(spec, state, lookups, row.input);
  if (row.errors.length > 0) {
    // An update's other fields are checked over the row it updates, as when it is written.
    const current = 'id' in target && target.id !== null ? (lookups.current.get(target.id) ?? null) : null;
    return { outcome: outcome('rechazar', allReasons(spec, row, current)) };
  }
  if ('reason' in target) return { outcome: outcome('rechazar', target.reason) };
  let current: Record<string, unknown> | null = null;
  if (target.id !== null) {
    const first = state.touched.get(target.id);
    if (first !== undefined) return { outcome: outcome('rechazar', ROW_MESSAGES.repeated(spec, first)) };
    current = lookups.current.get(target.id) ?? null;
    if (!current) return { outcome: outcome('rechazar', ROW_MESSAGES.missingId(target.id)) };
  }

  const form = formOf(spec, row.input, current);
  if (!form.success) return { outcome: outcome('rechazar', issuesText(form.error.issues)) };
  await ask(form.data);
  const missing = await spec.missing(
    form.data,
    (table, column, value) => lookups.exists(table, column, value) ?? false,
  );
  if (missing) return { outcome: outcome('rechazar', bodyText(missing)) };
  touch(state, target.id ?? -row.number, spec.formKey(form.data), row.number);
  return {
    outcome: outcome(target.id === null ? 'crear' : 'actualizar'),
    write: { row: row.number, id: target.id, form: form.data },
  };
}

/**
 * Replays a batch the database refused with the routes' own per-row writes, to name the row it
 * refuses (decision 69: "Fila N: …"); every write is rolled back with the import anyway.
 */
export async function failedRow(tx: TenantTx, spec: ImportTableSpec, writes: readonly RowWrite[]) {
  for (const write of writes) {
    try {
      if (write.id === null) await spec.create(tx, write.form);
      else await spec.update(tx, write.id, write.form);
    } catch (error) {
      if (error instanceof AppError && error.code === 'validation') continue;
      return write.row;
    }
  }
  return null;
}
