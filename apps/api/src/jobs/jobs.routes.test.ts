import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  bearer,
  createTestApp,
  createTestTenant,
  login,
  testDataDir,
  type TestTenant,
  appFiles,
} from '../../test/support/test-app';
import type { Database } from '../db/database';
import { jobs } from '../db/schema/jobs';
import {
  createExportFiles,
  EXPORT_FILENAME_PATTERN,
  exportsRoot,
  ORPHAN_PARTIAL_AGE_MS,
} from './export-files';

let app: FastifyInstance;
let database: Database;
let tenant: TestTenant;
let otherTenant: TestTenant;
let managerToken: string;
let comercialToken: string;
let foreignToken: string;
// createTestApp gives each test process a data folder of its own: this is where the app looks.
const root = exportsRoot({ dataDir: testDataDir() });

beforeAll(async () => {
  ({ app, database } = await createTestApp());
  tenant = await createTestTenant(database);
  otherTenant = await createTestTenant(database);
  managerToken = (await login(app, tenant, 'manager')).access;
  comercialToken = (await login(app, tenant, 'comercial')).access;
  foreignToken = (await login(app, otherTenant, 'manager')).access;
});

afterAll(async () => {
  await app.close();
  for (const { id } of [tenant, otherTenant])
    await rm(join(root, String(id)), { recursive: true, force: true });
});

const get = (url: string, token = managerToken, host = tenant.host) =>
  app.inject({ method: 'GET', url, headers: bearer(token, host) });

/** A job row as the runner would leave it; its kind is unique so no runner takes it. */
async function insertJob(values: Partial<typeof jobs.$inferInsert> & { accountId: number }): Promise<string> {
  const [row] = await database.tenant(tenant.id, (tx) =>
    tx
      .insert(jobs)
      .values({ tenantId: tenant.id, kind: `prueba-${randomUUID()}`, ...values })
      .returning({ id: jobs.id }),
  );
  if (!row) throw new Error('sin fila');
  return row.id;
}

/** A finished export of `accountId` with its file stored where the app keeps them. */
async function finishedExport(accountId: number, content = '[]\n'): Promise<string> {
  const file = await appFiles(database).create(tenant.id, 'teletrabajo', 'json');
  await writeFile(file.path, content);
  await file.publish();
  const { filename } = file;
  await insertJob({ accountId, state: 'SUCCESS', result: { filename, done: 0, total: 0 } });
  return filename;
}

describe('GET /api/utils/task-status/{task_id}/', () => {
  it('reports each state in the shape the client polls (SPEC §4)', async () => {
    const accountId = tenant.accounts.manager.id;
    const cases = [
      [{ state: 'PENDING' }, { state: 'PENDING', result: null }],
      [
        { state: 'STARTED', done: 300, total: 1000 },
        { state: 'STARTED', result: { filename: null, done: 300, total: 1000 } },
      ],
      [
        { state: 'SUCCESS', done: 5, total: 5, result: { filename: 'f.xlsx', done: 5, total: 5 } },
        { state: 'SUCCESS', result: { filename: 'f.xlsx', done: 5, total: 5 } },
      ],
      [
        { state: 'FAILURE', error: 'Algo concreto' },
        { state: 'FAILURE', result: null, error: 'Algo concreto' },
      ],
    ] as const;
    for (const [row, body] of cases) {
      const id = await insertJob({ accountId, ...row });
      const response = await get(`/api/utils/task-status/${id}/`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(body);
    }
  });

  it('answers 404 for an unknown id and for anything that is not a uuid', async () => {
    for (const id of [randomUUID(), 'no-es-un-uuid', '999999', `${randomUUID()}x`, "1' OR '1'='1"]) {
      const response = await get(`/api/utils/task-status/${encodeURIComponent(id)}/`);
      expect(response.statusCode, id).toBe(404);
    }
  });

  it("shows a comercial only their own jobs, a manager everyone's, another tenant nothing", async () => {
    const mine = await insertJob({ accountId: tenant.accounts.comercial.id });
    const managers = await insertJob({ accountId: tenant.accounts.manager.id });
    expect((await get(`/api/utils/task-status/${mine}/`, comercialToken)).statusCode).toBe(200);
    expect((await get(`/api/utils/task-status/${managers}/`, comercialToken)).statusCode).toBe(404);
    expect((await get(`/api/utils/task-status/${mine}/`, managerToken)).statusCode).toBe(200);
    expect((await get(`/api/utils/task-status/${mine}/`, foreignToken, otherTenant.host)).statusCode).toBe(
      404,
    );
  });

  it('needs a session', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/utils/task-status/${randomUUID()}/`,
      headers: { host: tenant.host },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/utils/get-xlsx-files/', () => {
  it('streams a finished export as an attachment', async () => {
    const filename = await finishedExport(tenant.accounts.manager.id, '[{"id":1}]\n');
    const response = await get(`/api/utils/get-xlsx-files/?filename=${filename}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${filename}"`);
    expect(response.body).toBe('[{"id":1}]\n');
  });

  it.each([
    '../x',
    '%2e%2e%2f',
    '%2e%2e%2fetc%2fpasswd',
    '..%2F..%2Fapi%2Fpackage.json',
    '/etc/passwd',
    '%2Fetc%2Fpasswd',
    '..%5C..%5Cwindows',
    'a%5Cb.xlsx',
    'teletrabajo-20261122-1200-abcdefabcdef.xlsx%00',
    'teletrabajo-20261122-1200-abcdefabcdef.xlsx%00.txt',
    '1%2Fteletrabajo-20261122-1200-abcdefabcdef.xlsx',
    'teletrabajo-20261122-1200-abcdefabcdef.xlsx%2F..%2F..%2Fx',
    'Teletrabajo-20261122-1200-abcdefabcdef.xlsx',
    'teletrabajo-20261122-1200-abcdefabcdef.csv',
    '',
  ])('refuses filename=%s with 400', async (filename) => {
    const response = await get(`/api/utils/get-xlsx-files/?filename=${filename}`);
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toMatch(/etc|stack/);
  });

  it('refuses a missing filename with 400', async () => {
    expect((await get('/api/utils/get-xlsx-files/')).statusCode).toBe(400);
  });

  it('answers 404 for a well-formed name no job produced, even if such a file exists', async () => {
    const stray = 'teletrabajo-20261122-1200-0123456789ab.xlsx';
    await mkdir(join(root, String(tenant.id)), { recursive: true });
    await writeFile(join(root, String(tenant.id), stray), 'x');
    expect((await get(`/api/utils/get-xlsx-files/?filename=${stray}`)).statusCode).toBe(404);
  });

  it('answers 404 once the file has been swept', async () => {
    const filename = await finishedExport(tenant.accounts.manager.id);
    await appFiles(database).remove(tenant.id, filename);
    expect((await get(`/api/utils/get-xlsx-files/?filename=${filename}`)).statusCode).toBe(404);
  });

  it("does not give a comercial a manager's file, nor another tenant's user any file", async () => {
    const filename = await finishedExport(tenant.accounts.manager.id);
    const url = `/api/utils/get-xlsx-files/?filename=${filename}`;
    expect((await get(url, comercialToken)).statusCode).toBe(404);
    expect((await get(url, foreignToken, otherTenant.host)).statusCode).toBe(404);
    const theirs = await finishedExport(tenant.accounts.comercial.id);
    expect((await get(`/api/utils/get-xlsx-files/?filename=${theirs}`, comercialToken)).statusCode).toBe(200);
  });
});

/**
 * The instant the sweep is asked at: the file system's own clock, read off a file written now.
 * Files age by their modification time, which the kernel stamps; a test run under a moved clock
 * (scripts/test-at.mjs) moves the process's clock but not the kernel's.
 */
async function fileSystemNow(file: string): Promise<Date> {
  await writeFile(file, 'x');
  return (await stat(file)).mtime;
}

describe('export files', () => {
  it('names files by prefix, Madrid time and a random part', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ventas-exports-'));
    try {
      const files = createExportFiles(dir);
      // 22:30 UTC on 1 July is 00:30 on 2 July in Madrid (summer time).
      const file = await files.create(7, 'teletrabajo', 'xlsx', new Date('2026-07-01T22:30:00Z'));
      expect(file.filename).toMatch(/^teletrabajo-20260702-0030-[0-9a-f]{12}\.xlsx$/);
      expect(file.filename).toMatch(EXPORT_FILENAME_PATTERN);
      // Written under a temporary name, invisible until published.
      await writeFile(file.path, 'x');
      expect(await files.open(7, file.filename)).toBeNull();
      await file.publish();
      const opened = await files.open(7, file.filename);
      expect(opened?.size).toBe(1);
      // Read to the end: a stream left to open lazily could open after the directory is removed.
      expect(await text(opened!.stream)).toBe('x');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('locates a published file without opening it, so a job may remove it at once', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ventas-exports-'));
    try {
      const files = createExportFiles(dir);
      const file = await files.create(4, 'subida', 'xlsx');
      await writeFile(file.path, 'abc');
      expect(await files.locate(4, file.filename)).toBeNull();
      await file.publish();
      const stored = await files.locate(4, file.filename);
      expect(stored).toMatchObject({ path: join(dir, '4', file.filename), size: 3 });
      await rm(stored!.path);
      expect(await files.locate(4, file.filename)).toBeNull();
      expect(await files.locate(4, '../4/' + file.filename)).toBeNull();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("ages a published file on the app's clock, so a moved clock keeps a fresh export", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ventas-exports-'));
    // A year ahead of the kernel, as scripts/test-at.mjs runs the suite: only Date moves.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date(Date.now() + 365 * 24 * 3600_000));
      const files = createExportFiles(dir);
      const file = await files.create(5, 'teletrabajo', 'xlsx');
      await writeFile(file.path, 'x');
      await file.publish();
      expect(await files.sweep(undefined, new Date())).toBe(0);
      expect(await files.locate(5, file.filename)).not.toBeNull();
    } finally {
      vi.useRealTimers();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('sweeps files older than a day and keeps newer ones', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ventas-exports-'));
    try {
      const files = createExportFiles(dir);
      await mkdir(join(dir, '3'));
      const now = await fileSystemNow(join(dir, '3', 'nuevo.xlsx'));
      const old = new Date(now.getTime() - 25 * 3600_000);
      for (const name of ['viejo.xlsx', 'viejo.xlsx.partial']) {
        await writeFile(join(dir, '3', name), 'x');
        await utimes(join(dir, '3', name), old, old);
      }
      expect(await files.sweep(undefined, now)).toBe(2);
      expect(await readdir(join(dir, '3'))).toEqual(['nuevo.xlsx']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('sweeps a .partial left by a killed process once it is older than a job may run', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ventas-exports-'));
    try {
      const files = createExportFiles(dir);
      await mkdir(join(dir, '3'));
      const now = await fileSystemNow(join(dir, '3', 'escribiendo.xlsx.partial'));
      const abandoned = new Date(now.getTime() - ORPHAN_PARTIAL_AGE_MS - 60_000);
      await writeFile(join(dir, '3', 'muerto.xlsx.partial'), 'x');
      await utimes(join(dir, '3', 'muerto.xlsx.partial'), abandoned, abandoned);
      await writeFile(join(dir, '3', 'hecho.xlsx'), 'x');
      await utimes(join(dir, '3', 'hecho.xlsx'), abandoned, abandoned);
      expect(await files.sweep(undefined, now)).toBe(1);
      expect((await readdir(join(dir, '3'))).sort()).toEqual(['escribiendo.xlsx.partial', 'hecho.xlsx']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
