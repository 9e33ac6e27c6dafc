import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp } from '../../../test/support/test-app';
import { createServerDatabase, serverDatabaseOptions } from '../../../test/support/test-database';
import { parsedRows, type Database } from '../database';
import { openDatabase } from '../open-database';
import { seedDemoData } from '../seed/demo-seed';
import { ensurePlatformData } from '../seed/platform-data';
import { missingFrom, publicColumns, rowHashes, schemaFingerprint } from './fingerprint.test-support';
import {
  copyRowsInto,
  currentJournal,
  migrationHeader,
  migrationSql,
  NOT_ONLINE_MARK,
  offlineReasons,
  ONLINE_MARK,
  openAtMigrations,
  previousMigrations,
  previousRelease,
  type MigrationSet,
} from './previous-release.test-support';
import { demoAdmin, demoRows, dropServerDatabase, getOk, PLATFORM_TENANT } from './recovery.test-support';

/**
 * Issue 28 §4 "upgrade from the previous release", as `npm start` does it: a database at the
 * previous release's migrations holding data, then the app's own start (openDatabase) applies the
 * newer migrations. On PostgreSQL in CI's second pass (DATABASE_URL), on an embedded DATA_DIR in
 * the first. The previous release is every migration but the newest (no release tags yet);
 * VENTAS_UPGRADE_FROM=<git ref | N> points it at a tagged release or leaves the newest N out:
 *   DATABASE_URL=… VENTAS_UPGRADE_FROM=v1.2 npx vitest run --project api apps/api/src/db/recovery/upgrade.test.ts
 *
 * The data: the demo seed, written at the current version into a reference database, then copied
 * into the old one as far as its schema holds it (its tables, its columns; triggers off, the
 * tables they keep copied too). The seed cannot write into the old schema itself: it inserts
 * through today's Drizzle tables, which name every current column. Every row the old database held must come through the upgrade unchanged,
 * the upgraded schema must equal a fresh install's, and the app must serve the data as it serves
 * the same data on a fresh install.
 */
const serverUrl = process.env['DATABASE_URL'];
const release = previousRelease();
let work: string;
let migrations: MigrationSet | undefined;
let reference: Database | undefined;
let upgraded: Database | undefined;
let upgradedUrl: string | undefined;
let referenceUrl: string | undefined;
const apps: FastifyInstance[] = [];
let oldLedger: number | undefined;
let before: Map<string, string[]>;
let oldColumns: Map<string, string[]>;

const ledgerSize = async (database: Database) =>
  parsedRows(
    await database.owner.execute(sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`),
    z.object({ n: z.number() }),
  )[0]?.n;

/** Every row of every table, as hashes of its columns in `columns` (the old schema's). */
async function allRows(database: Database, columns: Map<string, string[]>): Promise<Map<string, string[]>> {
  const hashes = new Map<string, string[]>();
  for (const [table, kept] of columns) hashes.set(table, await rowHashes(database, table, kept));
  return hashes;
}

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'ventas-subida-'));
  const oldDataDir = join(work, 'anterior');
  migrations = previousMigrations(release);
  // The reference: a fresh install at the current version with the demo data.
  referenceUrl = serverUrl ? await createServerDatabase(serverUrl, 'referencia_') : undefined;
  reference = await openDatabase(referenceUrl ? serverDatabaseOptions(referenceUrl) : { dataDir: null });
  await ensurePlatformData(reference);
  await seedDemoData(reference, PLATFORM_TENANT);

  // The previous release's database, holding the same data as far as its schema can.
  upgradedUrl = serverUrl ? await createServerDatabase(serverUrl, 'subida_') : undefined;
  const old = await openAtMigrations(
    upgradedUrl ? { databaseUrl: upgradedUrl } : { dataDir: oldDataDir },
    migrations,
  );
  try {
    oldLedger = await ledgerSize(old);
    await copyRowsInto(reference, old);
    oldColumns = await publicColumns(old);
    before = await allRows(old, oldColumns);
  } finally {
    await old.close();
  }

  // The upgrade: the app's start on that database.
  upgraded = await openDatabase(upgradedUrl ? serverDatabaseOptions(upgradedUrl) : { dataDir: oldDataDir });
}, 300_000);

afterAll(async () => {
  for (const app of apps) await app.close();
  await upgraded?.close();
  await reference?.close();
  if (serverUrl) {
    for (const url of [upgradedUrl, referenceUrl]) if (url) await dropServerDatabase(serverUrl, url);
  }
  migrations?.remove();
  if (work) rmSync(work, { recursive: true, force: true });
});

describe(`an upgrade from ${release.label} on ${serverUrl ? 'PostgreSQL' : 'the embedded PGlite'}`, () => {
  it('starts from fewer migrations than the code has, and applies the rest', async () => {
    expect(oldLedger).toBe(migrations?.tags.length);
    expect(oldLedger).toBeLessThan(currentJournal().entries.length);
    expect(await ledgerSize(upgraded!)).toBe(currentJournal().entries.length);
  });

  it('keeps every row the old database held, unchanged', async () => {
    const rowsBefore = [...before.values()].reduce((sum, hashes) => sum + hashes.length, 0);
    expect(rowsBefore).toBeGreaterThan(100);
    const after = await allRows(upgraded!, oldColumns);
    const lost = [...before].flatMap(([table, hashes]) => {
      const missing = missingFrom(hashes, after.get(table) ?? []);
      return missing > 0 ? [`${table}: ${missing} of ${hashes.length}`] : [];
    });
    expect(lost).toEqual([]);
  });

  it('ends with the schema of a fresh install', async () => {
    expect(await schemaFingerprint(upgraded!)).toEqual(await schemaFingerprint(reference!));
  });

  it('has every new migration that may stop the previous version say so, or say why it cannot', () => {
    const oldTables = new Set(oldColumns.keys());
    const newTags = currentJournal()
      .entries.map((entry) => entry.tag)
      .filter((tag) => !migrations?.tags.includes(tag));
    const unmarked = newTags.flatMap((tag) => {
      const text = migrationSql(tag);
      const header = migrationHeader(text);
      if (header.includes(NOT_ONLINE_MARK) || header.includes(ONLINE_MARK)) return [];
      const reasons = offlineReasons(text, oldTables);
      return reasons.length > 0 ? [`${tag}: ${reasons.join('; ')}`] : [];
    });
    expect(unmarked, `start these with "-- ${NOT_ONLINE_MARK}: why" or "-- ${ONLINE_MARK}: why"`).toEqual([]);
  });

  it('is served by the app: a sign-in, the customer list and a customer record as on a fresh install', async () => {
    const rows = await demoRows(upgraded!);
    const answers = [];
    for (const database of [upgraded!, reference!]) {
      const { app } = await createTestApp({ dataDir: join(work, `datos-${answers.length}`) }, { database });
      apps.push(app);
      const headers = await demoAdmin(app);
      answers.push({
        list: await getOk(app, headers, '/api/clientes/entradas/'),
        record: await getOk(app, headers, `/api/clientes/entradas/${rows.cliente_id}/`),
      });
    }
    const [onUpgraded, onFresh] = answers;
    expect((onUpgraded?.list as { count: number }).count).toBeGreaterThan(0);
    expect(onUpgraded).toEqual(onFresh);
  });
});
