import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { parsedRows, type Database } from '../database';

/**
 * Issue 28 §4: two databases compared without trusting either. Both are read as the owner (a
 * superuser in tests, so row-level security hides nothing); OIDs and column positions are left
 * out, as a restore renumbers them.
 */

async function rows<T extends z.ZodType>(database: Database, schema: T, query: SQL): Promise<z.infer<T>[]> {
  return parsedRows(await database.owner.execute(query), schema);
}

const lineSchema = z.object({ line: z.string() });

/** The app's schema objects: `public` and drizzle's ledger, without the extensions' own objects. */
const OWN_CLASS = sql`c.relnamespace IN ('public'::regnamespace, 'drizzle'::regnamespace)
  AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = c.oid AND d.deptype = 'e')`;

/**
 * One line per column, constraint, index, row-level security switch, policy, trigger, function,
 * view and grant, sorted: equal lists mean the same schema, policies and privileges.
 */
export async function schemaFingerprint(database: Database): Promise<string[]> {
  const parts: SQL[] = [
    sql`SELECT format('column %s.%s %s%s%s%s', c.relname, a.attname, format_type(a.atttypid, a.atttypmod),
          CASE WHEN a.attnotnull THEN ' not null' ELSE '' END,
          coalesce(' default ' || pg_get_expr(ad.adbin, ad.adrelid), ''),
          CASE WHEN a.attidentity <> '' THEN ' identity ' || a.attidentity::text ELSE '' END) AS line
        FROM pg_class c JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
        LEFT JOIN pg_attrdef ad ON ad.adrelid = c.oid AND ad.adnum = a.attnum
        WHERE c.relkind IN ('r', 'p', 'v', 'm', 'c', 'f') AND ${OWN_CLASS}`,
    sql`SELECT format('constraint %s %s %s', c.relname, k.conname, pg_get_constraintdef(k.oid)) AS line
        FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid WHERE ${OWN_CLASS}`,
    sql`SELECT 'index ' || pg_get_indexdef(i.indexrelid) AS line
        FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid WHERE ${OWN_CLASS}`,
    sql`SELECT format('rls %s enabled=%s forced=%s', c.relname, c.relrowsecurity, c.relforcerowsecurity) AS line
        FROM pg_class c WHERE c.relkind IN ('r', 'p') AND ${OWN_CLASS}`,
    sql`SELECT format('policy %s %s %s %s %s using %s check %s', tablename, policyname, permissive,
          roles::text, cmd, coalesce(qual, '-'), coalesce(with_check, '-')) AS line
        FROM pg_policies WHERE schemaname = 'public'`,
    sql`SELECT 'trigger ' || pg_get_triggerdef(t.oid) AS line
        FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid WHERE NOT t.tgisinternal AND ${OWN_CLASS}`,
    sql`SELECT format('function %s %s acl %s', p.oid::regprocedure, md5(pg_get_functiondef(p.oid)),
          coalesce(p.proacl::text, '-')) AS line
        FROM pg_proc p WHERE p.pronamespace = 'public'::regnamespace AND p.prokind IN ('f', 'p')
          AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = p.oid AND d.deptype = 'e')`,
    sql`SELECT format('view %s %s', c.relname, pg_get_viewdef(c.oid)) AS line
        FROM pg_class c WHERE c.relkind IN ('v', 'm') AND ${OWN_CLASS}`,
    sql`SELECT format('grant %s %s', c.relname, c.relacl) AS line
        FROM pg_class c WHERE c.relacl IS NOT NULL AND ${OWN_CLASS}`,
    sql`SELECT format('grant %s.%s %s', c.relname, a.attname, a.attacl) AS line
        FROM pg_class c JOIN pg_attribute a ON a.attrelid = c.oid
        WHERE a.attacl IS NOT NULL AND ${OWN_CLASS}`,
    sql`SELECT format('grant schema %s %s', nspname, nspacl) AS line
        FROM pg_namespace WHERE nspname IN ('public', 'drizzle')`,
    sql`SELECT format('default privileges %s %s', defaclobjtype::text, defaclacl) AS line FROM pg_default_acl`,
    sql`SELECT format('extension %s %s', extname, extversion) AS line FROM pg_extension`,
  ];
  const lines: string[] = [];
  for (const part of parts) lines.push(...(await rows(database, lineSchema, part)).map((row) => row.line));
  return lines.sort();
}

const tableSchema = z.object({ name: z.string() });

/** The app's tables, schema-qualified and quoted: `public.clientes`, `drizzle.__drizzle_migrations`. */
async function tablesOf(database: Database): Promise<string[]> {
  const found = await rows(
    database,
    tableSchema,
    sql`SELECT format('%I.%I', n.nspname, c.relname) AS name
        FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE c.relkind IN ('r', 'p') AND ${OWN_CLASS} ORDER BY 1`,
  );
  return found.map((row) => row.name);
}

const tableHashSchema = z.object({ n: z.number(), hash: z.string() });
const sequenceSchema = z.object({ name: z.string(), value: z.string().nullable() });

/**
 * Every table's row count and a hash of its rows (in any order), and every sequence's value:
 * equal fingerprints mean the same rows, and the same ids for the next ones.
 */
export async function dataFingerprint(database: Database): Promise<Record<string, string>> {
  const fingerprint: Record<string, string> = {};
  for (const table of await tablesOf(database)) {
    const [found] = await rows(
      database,
      tableHashSchema,
      sql`SELECT count(*)::int AS n, coalesce(md5(string_agg(h, '' ORDER BY h)), '') AS hash
          FROM (SELECT md5(to_jsonb(t)::text) AS h FROM ${sql.raw(table)} t) AS x`,
    );
    fingerprint[table] = `${found?.n} rows ${found?.hash}`;
  }
  const sequences = await rows(
    database,
    sequenceSchema,
    sql`SELECT format('%I.%I', schemaname, sequencename) AS name, last_value::text AS value
        FROM pg_sequences WHERE schemaname IN ('public', 'drizzle')`,
  );
  for (const sequence of sequences) fingerprint[`sequence ${sequence.name}`] = sequence.value ?? 'unused';
  return fingerprint;
}

const columnSchema = z.object({ table: z.string(), columns: z.array(z.string()) });

/** The columns of every table in `public`. */
export async function publicColumns(database: Database): Promise<Map<string, string[]>> {
  const found = await rows(
    database,
    columnSchema,
    sql`SELECT c.relname AS table, array_agg(a.attname::text ORDER BY a.attnum) AS columns
        FROM pg_class c JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
        WHERE c.relkind IN ('r', 'p') AND c.relnamespace = 'public'::regnamespace
        GROUP BY c.relname`,
  );
  return new Map(found.map((row) => [row.table, row.columns]));
}

const hashSchema = z.object({ h: z.string() });

/** A hash of each row of `table` as `columns` hold it (other columns left out). */
export async function rowHashes(
  database: Database,
  table: string,
  columns: readonly string[],
): Promise<string[]> {
  const kept = sql.join(
    columns.map((column) => sql`${column}`),
    sql`, `,
  );
  const found = await rows(
    database,
    hashSchema,
    sql`SELECT md5((SELECT jsonb_object_agg(key, value) FROM jsonb_each(to_jsonb(t))
                    WHERE key = ANY (ARRAY[${kept}]::text[]))::text) AS h
        FROM ${sql.identifier(table)} t`,
  );
  return found.map((row) => row.h);
}

/** How many of `before` (a multiset) have no equal in `after`: rows lost or changed. */
export function missingFrom(before: readonly string[], after: readonly string[]): number {
  const left = new Map<string, number>();
  for (const hash of after) left.set(hash, (left.get(hash) ?? 0) + 1);
  let missing = 0;
  for (const hash of before) {
    const n = left.get(hash) ?? 0;
    if (n === 0) missing += 1;
    else left.set(hash, n - 1);
  }
  return missing;
}
