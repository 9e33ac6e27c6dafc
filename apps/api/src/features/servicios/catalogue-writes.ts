import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type TenantTx } from '../../db/database';
import { invalid, notFound, conflict } from '../../http/app-error';
import { deleteRow, insertRow, rowExists, updateRow } from '../../db/row-writes';
import { readTableRow } from '../../lists/table-list';
import type { AnyCatalogueResource, CatalogueLink } from './catalogue-resource';
import { recordPriceIfChanged } from './history.repository';

/**
 * Saving and deleting any declared catalogue table (catalogue-resource.ts). Every write runs in
 * the request's tenant transaction: a failed check throws before anything is written, and a
 * failure later rolls back the whole save (no half-written links or prices).
 */

const MISSING = (values: readonly (number | string)[]) => `No existe: ${values.join(', ')}`;

/** 400 naming every field whose ids or codes do not exist in this tenant. */
async function checkReferences<Form>(
  tx: TenantTx,
  resource: AnyCatalogueResource,
  form: Form,
): Promise<void> {
  const issues: Record<string, string[]> = {};
  const wanted = [
    ...(resource.references ?? []).map((ref) => ({ ...ref, found: ref.values(form) })),
    ...(resource.links ?? []).map((link: CatalogueLink<Form>) => ({
      field: link.field,
      table: link.target,
      column: 'id' as const,
      found: link.ids(form),
    })),
  ];
  for (const { field, table, column, found: values } of wanted) {
    if (values.length === 0) continue;
    const present = rowsOf<{ value: number | string }>(
      await tx.execute(
        sql`SELECT ${sql.identifier(column)} AS value FROM ${sql.identifier(table)}
            WHERE tenant_id = ${tx.tenantId} AND ${sql.identifier(column)} = ANY(${sqlArray(values)})`,
      ),
    ).map((row) => row.value);
    const missing = values.filter((value) => !present.includes(value));
    if (missing.length > 0) issues[field] = [MISSING(missing)];
  }
  if (Object.keys(issues).length > 0) throw invalid(issues);
}

/** `ARRAY[...]` of ints or texts (both drivers bind arrays differently; literals are safe here). */
function sqlArray(values: readonly (number | string)[]): SQL {
  const typed = typeof values[0] === 'number' ? sql`::int[]` : sql`::text[]`;
  return sql`ARRAY[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]${typed}`;
}

async function writeLinks<Form>(tx: TenantTx, id: number, links: readonly CatalogueLink<Form>[], form: Form) {
  for (const link of links) {
    await tx.execute(
      sql`DELETE FROM ${sql.identifier(link.table)} WHERE tenant_id = ${tx.tenantId} AND ${sql.identifier(link.own)} = ${id}`,
    );
    const ids = link.ids(form);
    if (ids.length === 0) continue;
    await tx.execute(
      sql`INSERT INTO ${sql.identifier(link.table)} (tenant_id, ${sql.identifier(link.own)}, ${sql.identifier(link.other)})
          SELECT ${tx.tenantId}, ${id}, other FROM unnest(${sqlArray(ids)}) AS other`,
    );
  }
}

/** Creates a row from a validated form; answers the row as the list reads it. */
export async function createCatalogueRow<Form>(tx: TenantTx, resource: AnyCatalogueResource, form: Form) {
  await checkReferences(tx, resource, form);
  const id = await insertRow(tx, resource.table, resource.columns(form));
  await writeLinks(tx, id, resource.links ?? [], form);
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
  await writeLinks(tx, id, resource.links ?? [], form);
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
    const used = rowsOf<{ used: boolean }>(await tx.execute(sql`SELECT (${resource.inUse(id)}) AS used`));
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
