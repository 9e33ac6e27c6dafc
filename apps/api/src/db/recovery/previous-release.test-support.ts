import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { parsedRows, scopedDatabase, type Database, type Db } from '../database';
import { publicColumns } from './fingerprint.test-support';
import { REPO_ROOT } from './recovery.test-support';

/**
 * Issue 28 §4 "upgrade from the previous release": the previous release's migrations, a database
 * at that version, and rows for it. The repository has no release tags, so by default the
 * previous release is the code before the newest migration was added: every migration but the
 * newest. VENTAS_UPGRADE_FROM changes it: a number N (all but the newest N), or a git ref (a
 * release tag, a commit) whose migrations folder is read with `git show`.
 */

const MIGRATIONS_IN_REPO = 'apps/api/src/db/migrations';
const MIGRATIONS_FOLDER = fileURLToPath(new URL('../migrations', import.meta.url));

const journalSchema = z.object({
  version: z.string(),
  dialect: z.string(),
  entries: z.array(
    z.object({
      idx: z.number(),
      version: z.string(),
      when: z.number(),
      tag: z.string(),
      breakpoints: z.boolean(),
    }),
  ),
});
type Journal = z.infer<typeof journalSchema>;

export interface MigrationSet {
  /** A folder drizzle's migrator reads: meta/_journal.json and one .sql file per migration. */
  folder: string;
  tags: string[];
  /** What the set is, for test names and messages: `every migration but the newest 1`. */
  label: string;
  remove(): void;
}

/** The committed SQL of one migration. */
export function migrationSql(tag: string): string {
  return readFileSync(join(MIGRATIONS_FOLDER, `${tag}.sql`), 'utf8');
}

/** A migration's opening comment: the lines before its first statement. */
export function migrationHeader(text: string): string {
  const lines = text.split('\n');
  const end = lines.findIndex((line) => !line.startsWith('--'));
  return lines.slice(0, end === -1 ? lines.length : end).join('\n');
}

export function currentJournal(): Journal {
  return journalSchema.parse(JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')));
}

function gitShow(ref: string, path: string): string {
  return execFileSync('git', ['show', `${ref}:${path}`], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Which previous release (see above): VENTAS_UPGRADE_FROM, and how tests name it. */
export function previousRelease(from = process.env['VENTAS_UPGRADE_FROM'] || '1'): {
  from: string;
  byCount: boolean;
  label: string;
} {
  const byCount = /^\d+$/.test(from);
  return {
    from,
    byCount,
    label: byCount ? `every migration but the newest ${from}` : `the migrations of ${from}`,
  };
}

/** The previous release's migrations (see above), checked to be the start of the current ones. */
export function previousMigrations(release = previousRelease()): MigrationSet {
  const { from, byCount, label } = release;
  const current = currentJournal();
  const journal = byCount
    ? { ...current, entries: current.entries.slice(0, Math.max(0, current.entries.length - Number(from))) }
    : journalSchema.parse(JSON.parse(gitShow(from, `${MIGRATIONS_IN_REPO}/meta/_journal.json`)));
  if (journal.entries.length === 0) throw new Error(`VENTAS_UPGRADE_FROM=${from} leaves no migration`);
  // Drizzle applies what is newer than the newest applied `when`: the old set must be a start of
  // the current one, or its migrations would be skipped or applied twice.
  journal.entries.forEach((entry, i) => {
    const now = current.entries[i];
    if (now?.tag !== entry.tag || now.when !== entry.when) {
      throw new Error(
        `${label}: ${entry.tag} is not this code's migration ${i} (${now?.tag ?? 'none'}) with the same date`,
      );
    }
  });

  const folder = mkdtempSync(join(tmpdir(), 'ventas-migraciones-anteriores-'));
  mkdirSync(join(folder, 'meta'));
  writeFileSync(join(folder, 'meta/_journal.json'), JSON.stringify(journal));
  for (const { tag } of journal.entries) {
    const text = byCount ? migrationSql(tag) : gitShow(from, `${MIGRATIONS_IN_REPO}/${tag}.sql`);
    writeFileSync(join(folder, `${tag}.sql`), text);
  }
  return {
    folder,
    tags: journal.entries.map((entry) => entry.tag),
    label,
    remove: () => rmSync(folder, { recursive: true, force: true }),
  };
}

/**
 * A new database migrated with `migrations` only, by drizzle's migrator as openDatabase runs it
 * (PGlite: the same data directory layout and extensions as open-database.ts).
 */
export async function openAtMigrations(
  target: { databaseUrl: string } | { dataDir: string },
  migrations: MigrationSet,
): Promise<Database> {
  if ('databaseUrl' in target) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({ connectionString: target.databaseUrl, max: 2 });
    const db = drizzle(pool);
    await migrate(db, { migrationsFolder: migrations.folder });
    return scopedDatabase('postgres', db as unknown as Db, () => pool.end());
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { btree_gin } = await import('@electric-sql/pglite/contrib/btree_gin');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  mkdirSync(target.dataDir, { recursive: true });
  const client = await PGlite.create(join(target.dataDir, 'pglite'), { extensions: { pg_trgm, btree_gin } });
  const db = drizzle(client);
  await migrate(db, { migrationsFolder: migrations.folder });
  return scopedDatabase('pglite', db as unknown as Db, () => client.close());
}

const sequenceSchema = z.object({ name: z.string() });

async function sequenceNames(db: Pick<Db, 'execute'>): Promise<string[]> {
  const found = parsedRows(
    await db.execute(sql`SELECT sequencename AS name FROM pg_sequences WHERE schemaname = 'public'`),
    sequenceSchema,
  );
  return found.map((sequence) => sequence.name);
}
const valueSchema = z.object({ last_value: z.coerce.string(), is_called: z.boolean() });
const rowsJsonSchema = z.object({ rows: z.string() });

/**
 * Every row of `from`'s tables, as far as `to`'s (older) schema holds them: the tables `to` has,
 * their columns `to` has; then `to`'s sequences where `from`'s are. Triggers and foreign-key
 * checks are off while copying (session_replication_role = replica), as the rows are complete,
 * the tables their triggers keep included.
 */
export async function copyRowsInto(from: Database, to: Database): Promise<void> {
  const fromColumns = await publicColumns(from);
  const toColumns = await publicColumns(to);
  await to.owner.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL session_replication_role = replica`);
    for (const [table, columns] of toColumns) {
      if (!fromColumns.has(table)) continue;
      const [json] = parsedRows(
        await from.owner.execute(
          sql`SELECT coalesce(json_agg(t), '[]')::text AS rows FROM ${sql.identifier(table)} t`,
        ),
        rowsJsonSchema,
      );
      const list = sql.join(
        columns.map((column) => sql.identifier(column)),
        sql`, `,
      );
      await tx.execute(
        sql`INSERT INTO ${sql.identifier(table)} (${list}) OVERRIDING SYSTEM VALUE
            SELECT ${list} FROM json_populate_recordset(NULL::${sql.identifier(table)}, ${json?.rows ?? '[]'}::json)`,
      );
    }
    const fromSequences = new Set(await sequenceNames(from.owner));
    for (const name of await sequenceNames(tx)) {
      if (!fromSequences.has(name)) continue;
      const [value] = parsedRows(
        await from.owner.execute(sql`SELECT last_value, is_called FROM ${sql.identifier(name)}`),
        valueSchema,
      );
      if (value) {
        await tx.execute(
          sql`SELECT setval(${name}::regclass, ${value.last_value}::bigint, ${value.is_called})`,
        );
      }
    }
  });
}

/** What a migration says when it cannot run while the previous version serves (or says it can). */
export const NOT_ONLINE_MARK = 'NOT WHILE THE PREVIOUS VERSION SERVES';
export const ONLINE_MARK = 'SAFE WHILE THE PREVIOUS VERSION SERVES';

/**
 * What one ALTER TABLE action does to a table's existing rows that the previous version would
 * wait for or trip on; null when it is metadata only.
 */
function alterReason(action: string): string | null {
  if (/^ADD\s+COLUMN\b/i.test(action) && /\bNOT NULL\b/i.test(action) && !/\bDEFAULT\b/i.test(action)) {
    return 'a NOT NULL column without a default';
  }
  if (/^ADD\s+COLUMN\b[\s\S]*\b(GENERATED|clock_timestamp|random|gen_random_uuid|nextval)\b/i.test(action)) {
    return 'a column that rewrites the table';
  }
  if (/^ALTER\s+COLUMN\b[\s\S]*\b(TYPE|SET NOT NULL)\b/i.test(action))
    return 'a column type or NOT NULL change';
  if (
    /^ADD\s+(CONSTRAINT\s+[\w"]+\s+)?(CHECK|FOREIGN KEY|UNIQUE|PRIMARY KEY)\b/i.test(action) &&
    !/NOT VALID/i.test(action)
  ) {
    return 'a constraint checked over every row';
  }
  return null;
}

/**
 * What in a migration's SQL may stop the previous version from serving while it runs
 * (docs/architecture.md "Migrations"), given the tables the previous version has: drops and
 * renames, index builds on those tables (drizzle's migrator runs in a transaction, so never
 * CONCURRENTLY), table rewrites, constraints checked over their rows and back-fills. Function
 * bodies are not read: a trigger that updates rows is not a back-fill.
 */
export function offlineReasons(migrationSql: string, oldTables: ReadonlySet<string>): string[] {
  const text = migrationSql.replace(/\$(\w*)\$[\s\S]*?\$\1\$/g, '').replace(/--[^\n]*/g, '');
  const table = String.raw`(?:ONLY\s+)?(?:"?public"?\.)?("?\w+"?)`;
  const old = (name: string | undefined) => name !== undefined && oldTables.has(name.replaceAll('"', ''));
  const reasons: string[] = [];
  for (const [, what] of text.matchAll(
    /\bDROP\s+(FUNCTION|TABLE|VIEW|TYPE|COLUMN|INDEX|TRIGGER|POLICY)\b/gi,
  )) {
    reasons.push(`DROP ${what?.toUpperCase()}`);
  }
  if (/\bRENAME\b/i.test(text)) reasons.push('RENAME');
  const index = new RegExp(
    String.raw`\bCREATE\s+(?:UNIQUE\s+)?INDEX\s+(?:IF NOT EXISTS\s+)?[\w"]+\s+ON\s+${table}`,
    'gi',
  );
  for (const [, name] of text.matchAll(index)) if (old(name)) reasons.push(`an index built over ${name}`);
  const write = new RegExp(String.raw`\b(?:UPDATE|DELETE\s+FROM)\s+${table}`, 'gi');
  for (const [, name] of text.matchAll(write)) if (old(name)) reasons.push(`a back-fill of ${name}`);
  const alter = new RegExp(String.raw`\bALTER\s+TABLE\s+(?:IF EXISTS\s+)?${table}\s+([^;]*)`, 'gi');
  for (const [, name, actions] of text.matchAll(alter)) {
    if (!old(name)) continue;
    for (const action of (actions ?? '').split(/,\s*(?=ADD|ALTER|DROP|SET|ENABLE|DISABLE|FORCE|VALIDATE)/i)) {
      const reason = alterReason(action.trim());
      if (reason) reasons.push(`${reason} on ${name}`);
    }
  }
  if (/\bSELECT\s+app_fill_\w+\s*\(/i.test(text)) reasons.push('a fill from existing rows');
  return [...new Set(reasons)];
}
