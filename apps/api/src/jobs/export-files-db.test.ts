import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  createTestTenant,
  login,
  testDataDir,
  type TestTenant,
} from '../../test/support/test-app';
import { multipartBody } from '../../test/support/multipart-body';
import { finishedTask } from '../../test/support/task-wait';
import type { Database } from '../db/database';
import { ficheroPartes, ficheros } from '../db/schema/ficheros';
import { jobs } from '../db/schema/jobs';
import {
  createDatabaseExportFiles,
  exportsRoot,
  FICHERO_PARTE_BYTES,
  type ExportFiles,
} from './export-files';

// Issue 30: two apps on one database are two replicas behind a load balancer, each with a data
// folder of its own, as two machines would have.
let replicaA: FastifyInstance;
let replicaB: FastifyInstance;
let database: Database;
let dataDirB: string;
let tenant: TestTenant;
let otherTenant: TestTenant;
let manager: Record<string, string>;
/** Each replica's store, as its jobs plugin opens it (the plugin's scope is the API's, not the root's). */
const stores = new Map<FastifyInstance, ExportFiles>();
const filesOf = (replica: FastifyInstance) => stores.get(replica)!;

beforeAll(async () => {
  // One signing secret, as replicas share: a session from one is good on the other.
  const jwtSecret = randomBytes(32).toString('hex');
  // The database store on either engine: the embedded default keeps files on disk (decision 225).
  ({ app: replicaA, database } = await createTestApp({ jwtSecret, fileStorage: 'database' }));
  dataDirB = await mkdtemp(join(tmpdir(), 'ventas-replica-b-'));
  ({ app: replicaB } = await createTestApp({ dataDir: dataDirB, jwtSecret, fileStorage: 'database' }));
  stores.set(replicaA, createDatabaseExportFiles(database, exportsRoot({ dataDir: testDataDir() })));
  stores.set(replicaB, createDatabaseExportFiles(database, exportsRoot({ dataDir: dataDirB })));
  tenant = await createTestTenant(database);
  otherTenant = await createTestTenant(database);
  manager = bearer((await login(replicaA, tenant, 'manager')).access, tenant.host);
});

afterAll(async () => {
  await replicaA.close();
  await replicaB.close();
  await rm(dataDirB, { recursive: true, force: true });
  for (const { id } of [tenant, otherTenant])
    await rm(join(exportsRoot({ dataDir: testDataDir() }), String(id)), { recursive: true, force: true });
});

const download = (replica: FastifyInstance, filename: string, headers = manager) =>
  replica.inject({ url: `/api/utils/get-xlsx-files/?filename=${filename}`, headers });

/** A file published through `replica`'s store, named by a finished job of the manager. */
async function published(replica: FastifyInstance, tenantId: number, content: Buffer): Promise<string> {
  const file = await filesOf(replica).create(tenantId, 'teletrabajo', 'xlsx');
  await writeFile(file.path, content);
  await file.publish();
  await database.tenant(tenantId, (tx) =>
    tx.insert(jobs).values({
      tenantId,
      accountId: tenant.accounts.manager.id,
      kind: `prueba-${file.filename}`,
      state: 'SUCCESS',
      result: { filename: file.filename, done: 0, total: 0 },
    }),
  );
  return file.filename;
}

describe('export files in the database', () => {
  it('downloads through replica B, byte for byte, an export made through replica A', async () => {
    const taskId = (
      await replicaA.inject({
        url: '/api/clientes/teletrabajo/download-xlsx-teletrabajo/?',
        headers: manager,
      })
    ).json().task_id as string;
    const status = await finishedTask(replicaA, manager, taskId);
    expect(status.state, status.error ?? '').toBe('SUCCESS');
    const filename = status.result!.filename!;
    // Nothing of it is left on disk: the database holds it.
    const folderA = join(exportsRoot({ dataDir: testDataDir() }), String(tenant.id));
    expect((await readdir(folderA).catch(() => [])).filter((name) => name.startsWith(filename))).toEqual([]);

    const fromA = await download(replicaA, filename);
    const fromB = await download(replicaB, filename);
    expect(fromB.statusCode, fromB.body).toBe(200);
    expect(fromB.headers['content-type']).toBe(fromA.headers['content-type']);
    expect(fromB.rawPayload.equals(fromA.rawPayload)).toBe(true);
    expect(fromB.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('stores a file of several parts and streams it back whole, a part at a time', async () => {
    const content = randomBytes(2 * FICHERO_PARTE_BYTES + 12_345);
    const filename = await published(replicaA, tenant.id, content);
    const partes = await database.owner
      .select({ n: ficheroPartes.n, bytes: sql<number>`octet_length(${ficheroPartes.datos})` })
      .from(ficheroPartes)
      .innerJoin(
        ficheros,
        and(eq(ficheros.tenantId, ficheroPartes.tenantId), eq(ficheros.id, ficheroPartes.ficheroId)),
      )
      .where(and(eq(ficheros.tenantId, tenant.id), eq(ficheros.nombre, filename)))
      .orderBy(ficheroPartes.n);
    expect(partes.map(({ n, bytes }) => [n, Number(bytes)])).toEqual([
      [0, FICHERO_PARTE_BYTES],
      [1, FICHERO_PARTE_BYTES],
      [2, 12_345],
    ]);
    const response = await download(replicaB, filename);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-length']).toBe(String(content.length));
    expect(response.rawPayload.equals(content)).toBe(true);
  });

  it("answers 404 for another tenant's file, whichever replica is asked", async () => {
    const theirs = await published(replicaA, otherTenant.id, Buffer.from('de otro'));
    for (const replica of [replicaA, replicaB])
      expect((await download(replica, theirs)).statusCode).toBe(404);
    // The store itself is confined to the tenant asked for (row-level security and its filter).
    expect(await filesOf(replicaB).open(tenant.id, theirs)).toBeNull();
    expect(await filesOf(replicaB).locate(tenant.id, theirs)).toBeNull();
    expect(await filesOf(replicaB).open(otherTenant.id, theirs)).not.toBeNull();
  });

  it('sweeps files older than a day from the database, parts included, and keeps newer ones', async () => {
    const old = await published(replicaA, tenant.id, randomBytes(1000));
    const fresh = await published(replicaA, tenant.id, randomBytes(1000));
    const now = new Date();
    await database.owner
      .update(ficheros)
      .set({ creadoEn: new Date(now.getTime() - 25 * 3600_000) })
      .where(and(eq(ficheros.tenantId, tenant.id), eq(ficheros.nombre, old)));
    // Either replica's sweep does it: the rows are shared.
    expect(await filesOf(replicaB).sweep(undefined, now)).toBeGreaterThanOrEqual(1);
    expect((await download(replicaA, old)).statusCode).toBe(404);
    expect((await download(replicaA, fresh)).statusCode).toBe(200);
    const left = await database.owner
      .select({ n: sql<number>`count(*)` })
      .from(ficheroPartes)
      .where(
        sql`NOT EXISTS (SELECT 1 FROM ficheros f WHERE f.tenant_id = ${ficheroPartes.tenantId} AND f.id = ${ficheroPartes.ficheroId})`,
      );
    expect(Number(left[0]!.n)).toBe(0);
  });

  it('discards a file never published: nothing in the database, nothing on disk', async () => {
    const file = await filesOf(replicaA).create(tenant.id, 'teletrabajo', 'xlsx');
    await writeFile(file.path, 'a medias');
    await file.discard();
    expect(await filesOf(replicaB).open(tenant.id, file.filename)).toBeNull();
    expect(await readFile(file.path).catch(() => null)).toBeNull();
  });

  it('gives a job on replica B the import upload replica A received, then removes it for both', async () => {
    const superadmin = bearer((await login(replicaA, tenant, 'superadmin')).access, tenant.host);
    const csv = 'Nombre;Teléfono\nAna;600000001\nBo;600000002\n';
    const body = await multipartBody([], { name: 'lista.csv', content: csv });
    const response = await replicaA.inject({
      method: 'POST',
      url: '/api/importaciones/fichero/',
      payload: body.payload,
      headers: { ...superadmin, ...body.headers },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { subida } = response.json<{ subida: string }>();

    // What the import jobs do: locate, read the local path, remove when done.
    const stored = await filesOf(replicaB).locate(tenant.id, subida);
    expect(stored?.path.startsWith(dataDirB)).toBe(true);
    expect(await readFile(stored!.path, 'utf8')).toBe(csv);
    expect((await buffer((await filesOf(replicaB).open(tenant.id, subida))!.stream)).toString()).toBe(csv);
    await filesOf(replicaB).remove(tenant.id, subida);
    expect(await filesOf(replicaA).locate(tenant.id, subida)).toBeNull();
    expect(await readFile(stored!.path).catch(() => null)).toBeNull();
  });
});
