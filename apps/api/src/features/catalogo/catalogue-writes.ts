import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { parsedRows, type TenantTx } from '../../db/database';
import { invalid, notFound, conflict } from '../../http/app-error';
import { deleteRow, insertRow, rowExists, updateRow } from '../../db/row-writes';
import { readTableRow } from '../../lists/table-list';
import type { AnyCatalogueResource, CatalogueLink } from './catalogue-resource';
import { existingValues, writeLinks } from './catalogue-bulk-writes';
import { recordPriceIfChanged } from './history.repository';

/**
 * Saving and deleting any declared catalogue table (catalogue-resource.ts). Every write runs in
 * the request's tenant transaction: a failed check throws before anything is written, and a
 * failure later rolls back the whole save (no half-written links or prices).
 */

const MISSING = (values: readonly (number | string)[]) => `No existe: ${values.join(', ')}`;

/** Values a form points to in one table: a reference's ids or codes, or a link's ids. */
export interface WantedReference {
  field: string;
  table: string;
  column: 'id' | 'codigo';
  values: readonly (number | string)[];
}

/** Everything `form` points to, references first and then links, in their declared order. */
export function referencesOf<Form>(resource: AnyCatalogueResource, form: Form): WantedReference[] {
  return [
    ...(resource.references ?? []).map((ref) => ({
      field: ref.field,
      table: ref.table,
      column: ref.column,
      values: ref.values(form),
    })),
    ...(resource.links ?? []).map((link: CatalogueLink<Form>) => ({
      field: link.field,
      table: link.target,
      column: 'id' as const,
      values: link.ids(form),
    })),
  ];
}

/**
 * The 400 body naming every field whose values do not exist in this tenant (`exists` says which
 * do), or null. The routes ask per field (checkReferences); the import asks once per table and
 * batch of rows (transfer/import-batch.ts): one rule, two ways of finding what exists.
 */
export function missingReferences(
  wanted: readonly WantedReference[],
  exists: (reference: WantedReference, value: number | string) => boolean,
): Record<string, string[]> | null {
  const issues: Record<string, string[]> = {};
  for (const reference of wanted) {
    const missing = reference.values.filter((value) => !exists(reference, value));
    if (missing.length > 0) issues[reference.field] = [MISSING(missing)];
  }
  return Object.keys(issues).length > 0 ? issues : null;
}

/** 400 naming every field whose ids or codes do not exist in this tenant. */
async function checkReferences<Form>(
  tx: TenantTx,
  resource: AnyCatalogueResource,
  form: Form,
): Promise<void> {
  const wanted = referencesOf(resource, form);
  const present = new Map<WantedReference, Set<number | string>>();
  for (const reference of wanted) {
    if (reference.values.length === 0) continue;
    present.set(reference, await existingValues(tx, reference.table, reference.column, reference.values));
  }
  const issues = missingReferences(wanted, (reference, value) => present.get(reference)?.has(value) ?? false);
  if (issues) throw invalid(issues);
}

/** Creates a row from a validated form; answers the row as the list reads it. */
export async function createCatalogueRow<Form>(tx: TenantTx, resource: AnyCatalogueResource, form: Form) {
  await checkReferences(tx, resource, form);
  const id = await insertRow(tx, resource.table, resource.columns(form));
  await writeLinks(tx, resource, [{ id, form }], false);
  if (resource.price) await recordPriceIfChanged(tx, resource.price.kind, id, resource.price.of(form));
  return readCatalogueRow(tx, resource, id);
}

/** Replaces a row's fields, links and (if it changed) price. 404 for an id not in this tenant. */
export async function updateCatalogueRow<Form>(
  tx: TenantTx,
  resource: AnyCatalogueResource,
  id: number,
  form: Form,
) {
  await checkReferences(tx, resource, form);
  const values = resource.columns(form);
  if (resource.stamped) values['updated_on'] = sql`now()`;
  if (!(await updateRow(tx, resource.table, id, values))) throw notFound();
  await writeLinks(tx, resource, [{ id, form }], true);
  if (resource.price) await recordPriceIfChanged(tx, resource.price.kind, id, resource.price.of(form));
  return readCatalogueRow(tx, resource, id);
}

export async function readCatalogueRow(tx: TenantTx, resource: AnyCatalogueResource, id: number) {
  const row: unknown = await readTableRow(tx, resource.list, id);
  if (row === null) throw notFound();
  return row;
}

/** What a delete did: erased, or deactivated because something still uses the row. */
export type DeleteOutcome = { erased: true } | { erased: false; detail: string };

/**
 * Erases a row, or deactivates it when offers, customers or attentions use it (issue 12: an
 * item offers already use is deactivated, not erased); a used row without `is_active` is a 409.
 */
export async function deleteCatalogueRow(
  tx: TenantTx,
  resource: AnyCatalogueResource,
  id: number,
): Promise<DeleteOutcome> {
  if (!(await rowExists(tx, resource.table, id))) throw notFound();
  if (resource.inUse) {
    const used = parsedRows(
      await tx.execute(sql`SELECT (${resource.inUse(id)}) AS used`),
      z.object({ used: z.boolean() }),
    );
    if (used[0]?.used) {
      if (!resource.deactivates)
        throw conflict({ detail: `${resource.noun} está en uso y no se puede borrar.` });
      await updateRow(tx, resource.table, id, { is_active: false });
      return {
        erased: false,
        detail: `${resource.noun} está en uso: se ha desactivado en lugar de borrarse.`,
      };
    }
  }
  await deleteRow(tx, resource.table, id);
  if (resource.price) {
    const kind = resource.price.kind;
    await tx.execute(
      sql`DELETE FROM price_history WHERE tenant_id = ${tx.tenantId} AND content_type = ${kind} AND object_id = ${id}`,
    );
    await tx.execute(
      sql`DELETE FROM upfront_history WHERE tenant_id = ${tx.tenantId} AND content_type = ${kind} AND object_id = ${id}`,
    );
  }
  return { erased: true };
}
