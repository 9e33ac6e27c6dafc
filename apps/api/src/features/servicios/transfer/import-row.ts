import type { ImportRowOutcome } from '@ventas/domain/servicios/catalogue-transfer-contract';
import type { z } from 'zod';
import type { TenantTx } from '../../../db/database';
import { AppError, type ErrorBody } from '../../../http/app-error';
import { JobFailure } from '../../../jobs/job-types';
import { readCell } from './import-cells';
import type { SheetRow } from './import-sheet-reader';
import type { ImportTableSpec } from './import-tables';
import { headerOf } from './transfer-fields';

export const ROW_MESSAGES = {
  invalidId: `${headerOf('id')}: Identificador no válido`,
  missingId: (id: number) => `${headerOf('id')}: No existe: ${id}`,
  ambiguous: (spec: ImportTableSpec) =>
    `Hay varias filas con ese ${spec.keyWords}: indique el ${headerOf('id')}`,
  repeated: (spec: ImportTableSpec, row: number) => `Repite ${spec.noun} de la fila ${row}`,
  failed: (row: number) =>
    `Fila ${row}: la base de datos no admitió la fila; no se ha importado ninguna fila.`,
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
  for (const column of spec.columns) {
    if (!row.cells.has(column.field)) continue;
    const read = readCell(column, row.cells.get(column.field) ?? null);
    if ('error' in read) errors.push(fieldMessage(column.field, read.error));
    else if (read.value !== undefined) input[column.field] = read.value;
  }
  return { input, errors };
}

/** The row the sheet row updates (by ID, else by natural key), null to create, or a reason. */
async function targetOf(
  tx: TenantTx,
  spec: ImportTableSpec,
  input: Record<string, unknown>,
): Promise<{ id: number | null } | { reason: string }> {
  const id = input['id'];
  if (id !== null && id !== undefined) {
    if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0)
      return { reason: ROW_MESSAGES.invalidId };
    return { id };
  }
  const matches = await spec.findByKey(tx, input);
  if (matches.length > 1) return { reason: ROW_MESSAGES.ambiguous(spec) };
  return { id: matches[0] ?? null };
}

/**
 * Checks one sheet row with the form schema the API uses and saves it through the routes' own
 * writes (a price change becomes a price-history entry). A row is refused with its reasons:
 * refused cells, an unknown or ambiguous target, a row the file already touched (`touched`:
 * database id -> the first sheet row that created or updated it), the schema's issues, or the
 * writes' 400 (ids that do not exist in this tenant) — which they raise before writing anything.
 * Any other failure fails the whole import (its transaction rolls back).
 */
export async function importRow(
  tx: TenantTx,
  spec: ImportTableSpec,
  row: SheetRow,
  touched: Map<number, number>,
): Promise<ImportRowOutcome> {
  const { input, errors } = inputOf(spec, row);
  const label = spec.label(input);
  const outcome = (action: ImportRowOutcome['action'], reason: string | null = null): ImportRowOutcome => ({
    row: row.number,
    action,
    label,
    reason,
  });
  if (errors.length > 0) return outcome('rechazar', errors.join('; '));

  const target = await targetOf(tx, spec, input);
  if ('reason' in target) return outcome('rechazar', target.reason);
  let current: Record<string, unknown> | null = null;
  if (target.id !== null) {
    const first = touched.get(target.id);
    if (first !== undefined) return outcome('rechazar', ROW_MESSAGES.repeated(spec, first));
    current = await spec.current(tx, target.id);
    if (!current) return outcome('rechazar', ROW_MESSAGES.missingId(target.id));
  }

  const { id: _id, ...fields } = input;
  const form = spec.form.safeParse({ ...current, ...fields });
  if (!form.success) return outcome('rechazar', issuesText(form.error.issues));
  try {
    if (target.id === null) {
      touched.set(await spec.create(tx, form.data), row.number);
      return outcome('crear');
    }
    await spec.update(tx, target.id, form.data);
    touched.set(target.id, row.number);
    return outcome('actualizar');
  } catch (error) {
    if (error instanceof AppError && error.code === 'validation')
      return outcome('rechazar', bodyText(error.body));
    throw new JobFailure(ROW_MESSAGES.failed(row.number), { cause: error });
  }
}
