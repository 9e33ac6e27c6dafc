import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp } from '../../../test/support/test-app';
import { finishedTask } from '../../../test/support/task-wait';
import { createServerDatabase, serverDatabaseOptions } from '../../../test/support/test-database';
import { assertRowLevelSecurityHolds, parsedRows, type Database } from '../database';
import { openDatabase } from '../open-database';
import { seedDemoData } from '../seed/demo-seed';
import { ensurePlatformData } from '../seed/platform-data';
import { dataFingerprint, schemaFingerprint } from './fingerprint.test-support';
import { currentJournal } from './previous-release.test-support';
import {
  auditRefusals,
  demoAdmin,
  demoReads,
  demoRows,
  dropServerDatabase,
  getOk,
  lastMonth,
  PLATFORM_TENANT,
  runScript,
  type DemoRows,
  type ScriptRun,
} from './recovery.test-support';

/**
 * Issue 28 §4: `npm run backup` of a seeded database, `npm run restore` of it into an empty one,
 * and the app on the restored copy. On PostgreSQL (CI's second pass, DATABASE_URL set) it is
 * pg_dump and pg_restore between two databases of that server, the original left open (pg_dump
 * reads a snapshot); on the embedded PGlite (the first pass) it is the stopped app's DATA_DIR
 * copied into an empty one. The original's answers are read before the copy, so the embedded one
 * can be closed.
 */
const serverUrl = process.env['DATABASE_URL'];
let work: string;
let copy: string;
let sourceDataDir: string;
let targetDataDir: string;
const month = lastMonth();

interface Side {
  database: Database;
  app: FastifyInstance;
  headers: Record<string, string>;
  reads: Record<string, unknown>;
  refusals: Record<string, string>;
  data: Record<string, string>;
  schema: string[];
  ledger: unknown[];
  exported: Buffer;
}

/** drizzle's ledger: `created_at` is a bigint, a string on node-postgres and a number on PGlite. */
const LEDGER_ROW = z.object({
  id: z.number(),
  hash: z.string(),
  created_at: z.union([z.string(), z.number()]),
});

const ledgerOf = async (database: Database) =>
  parsedRows(
    await database.owner.execute(
      sql`SELECT id, hash, created_at FROM drizzle.__drizzle_migrations ORDER BY id`,
    ),
    LEDGER_ROW,
  );

let rows: DemoRows;
let exportName: string;
let sourceUrl: string | undefined;
let targetUrl: string | undefined;
let backupRun: ScriptRun;
let refusedWhileOpen: ScriptRun | undefined;
let restoreRun: ScriptRun;
let secondRestore: ScriptRun;
const original: Partial<Side> = {};
const restored: Partial<Side> = {};

/** The original: the demo seed, last month closed (a frozen commission statement), an export. */
async function prepareOriginal(): Promise<void> {
  mkdirSync(sourceDataDir);
  if (serverUrl) sourceUrl = await createServerDatabase(serverUrl, 'copia_');
  const database = await openDatabase(
    sourceUrl ? serverDatabaseOptions(sourceUrl) : { dataDir: sourceDataDir },
  );
  original.database = database;
  await ensurePlatformData(database);
  await seedDemoData(database, PLATFORM_TENANT);
  rows = await demoRows(database);
  const { app } = await createTestApp({ dataDir: sourceDataDir }, { database });
  original.app = app;
  const headers = await demoAdmin(app);
  const closed = await app.inject({
    method: 'POST',
    url: '/api/calculadora/cierres/',
    headers,
    payload: { fecha: month },
  });
  expect(closed.statusCode, closed.body).toBe(201);
  const started = (await getOk(
    app,
    headers,
    '/api/clientes/teletrabajo/download-xlsx-teletrabajo/?format=json',
  )) as { task_id: string };
  const status = await finishedTask(app, headers, started.task_id);
  exportName = status.result?.filename ?? '';
  original.exported = (
    await app.inject({ url: `/api/utils/get-xlsx-files/?filename=${exportName}`, headers })
  ).rawPayload;
  original.reads = await demoReads(app, headers, rows, month);
  original.refusals = await auditRefusals(database, rows.tenant_id);
  await app.close();
  original.data = await dataFingerprint(database);
  original.schema = await schemaFingerprint(database);
  original.ledger = await ledgerOf(database);
}

/** The copy: PostgreSQL's while the database is open; the embedded one refuses until it is closed. */
async function backUp(): Promise<void> {
  const env = { databaseUrl: sourceUrl, dataDir: sourceDataDir };
  if (!sourceUrl) {
    refusedWhileOpen = await runScript('backup', [join(work, 'abierta')], env);
    await original.database?.close();
    original.database = undefined;
  }
  backupRun = await runScript('backup', [copy], env);
  expect(backupRun.code, backupRun.stderr).toBe(0);
}

async function restore(): Promise<void> {
  if (serverUrl) targetUrl = await createServerDatabase(serverUrl, 'restaurada_');
  const env = { databaseUrl: targetUrl, dataDir: targetDataDir };
  restoreRun = await runScript('restore', [copy], env);
  expect(restoreRun.code, restoreRun.stderr).toBe(0);
  // The app's own start: its migration runner must find every migration applied.
  const database = await openDatabase(
    targetUrl ? serverDatabaseOptions(targetUrl) : { dataDir: targetDataDir },
  );
  restored.database = database;
  restored.ledger = await ledgerOf(database);
  restored.data = await dataFingerprint(database);
  restored.schema = await schemaFingerprint(database);
  restored.refusals = await auditRefusals(database, rows.tenant_id);
  const { app } = await createTestApp({ dataDir: targetDataDir }, { database });
  restored.app = app;
  restored.headers = await demoAdmin(app);
  restored.reads = await demoReads(app, restored.headers, rows, month);
  restored.exported = (
    await app.inject({ url: `/api/utils/get-xlsx-files/?filename=${exportName}`, headers: restored.headers })
  ).rawPayload;
  secondRestore = await runScript('restore', [copy], env);
}

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'ventas-copia-'));
  copy = join(work, 'copia');
  sourceDataDir = join(work, 'origen');
  targetDataDir = join(work, 'destino');
  await prepareOriginal();
  await backUp();
  await restore();
}, 300_000);

afterAll(async () => {
  await original.app?.close();
  await original.database?.close();
  await restored.app?.close();
  await restored.database?.close();
  if (serverUrl) {
    for (const url of [sourceUrl, targetUrl]) if (url) await dropServerDatabase(serverUrl, url);
  }
  if (work) rmSync(work, { recursive: true, force: true });
});

describe(`a backup restored into an empty ${serverUrl ? 'PostgreSQL database' : 'DATA_DIR'}`, () => {
  it('holds every row and sequence of the original, migration ledger included', () => {
    expect(restored.data).toEqual(original.data);
    expect(Object.keys(original.data ?? {}).length).toBeGreaterThan(100);
  });

  it('leaves every migration applied, so the app’s start re-runs none', () => {
    expect(original.ledger).toHaveLength(currentJournal().entries.length);
    expect(restored.ledger).toEqual(original.ledger);
  });

  it('keeps the schema, its row-level security policies, triggers and grants to the app role', async () => {
    expect(restored.schema).toEqual(original.schema);
    expect(restored.schema?.filter((line) => line.startsWith('policy ')).length).toBeGreaterThan(60);
    await expect(assertRowLevelSecurityHolds(restored.database!)).resolves.toBeUndefined();
  });

  it('is served by the app: a sign-in and a customer read answer 200', async () => {
    const response = await restored.app!.inject({
      url: `/api/clientes/entradas/${rows.cliente_id}/`,
      headers: restored.headers!,
    });
    expect(response.statusCode).toBe(200);
  });

  it('reads a customer, an offer with its packages, a commission statement and the audit trail as the original did', () => {
    expect(restored.reads).toEqual(original.reads);
    const reads = original.reads as {
      oferta: { paquetes: unknown[] };
      extracto: { cierre: unknown; ventas: unknown[] };
      actividadCliente: unknown[];
      auditoria: { count: number };
    };
    expect(reads.oferta.paquetes.length).toBeGreaterThan(0);
    expect(reads.extracto.cierre).not.toBeNull();
    expect(reads.actividadCliente.length).toBeGreaterThan(0);
    expect(reads.auditoria.count).toBeGreaterThan(0);
  });

  it('keeps the audit trail append-only for the app’s role', () => {
    expect(original.refusals?.['update']).toMatch(/permission denied/);
    expect(original.refusals?.['delete']).toMatch(/permission denied/);
    expect(restored.refusals).toEqual(original.refusals);
  });

  it('brings back the stored export files, downloadable as before', () => {
    expect(original.exported?.length).toBeGreaterThan(0);
    expect(restored.exported).toEqual(original.exported);
    // Issue 30: the files are in the database (migration 0039), so the copy of the folder has none.
    expect(backupRun.stdout).toMatch(serverUrl ? /0 ficheros exportados/ : /Copia hecha/);
  });

  it('refuses to restore into a database that is not empty, saying why in one line', () => {
    expect(secondRestore.code).toBe(1);
    expect(secondRestore.stderr.trim().split('\n')).toHaveLength(1);
    expect(secondRestore.stderr).toMatch(/no está vacía/);
  });

  if (!serverUrl) {
    it('refuses to copy an embedded database the app holds open', () => {
      expect(refusedWhileOpen?.code).toBe(1);
      expect(refusedWhileOpen?.stderr).toMatch(/tiene abierta la base de datos integrada/);
    });
  }
});
