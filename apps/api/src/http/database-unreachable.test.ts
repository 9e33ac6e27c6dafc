import { createServer, type Server, type Socket } from 'node:net';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestTenant, type TestTenant } from '../../test/support/test-app';
import { testDatabase } from '../../test/support/test-database';
import type { Database, Db } from '../db/database';
import {
  DATABASE_UNREACHABLE_DETAIL,
  isDatabaseUnreachable,
  RETRY_AFTER_SECONDS,
} from './database-unreachable';

/** A loopback port nothing listens on (taken, then given back). */
async function deadPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** What a pool's connect throws: the error the API would get. */
async function connectError(pool: pg.Pool): Promise<unknown> {
  try {
    (await pool.connect()).release();
  } catch (error) {
    return error;
  } finally {
    await pool.end();
  }
  throw new Error('the pool connected');
}

/** A PostgreSQL error as node-postgres builds it from the server's message. */
const serverError = (code: string, message: string) =>
  Object.assign(new pg.DatabaseError(message, 0, 'error'), { code });

describe('isDatabaseUnreachable', () => {
  let silent: Server;
  let silentPort: number;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    // Accepts connections and never answers: a server that hangs, or a full PgBouncer queue.
    silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    silentPort = (silent.address() as { port: number }).port;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('knows a refused connection', async () => {
    const error = await connectError(new pg.Pool({ host: '127.0.0.1', port: await deadPort() }));
    expect((error as { code?: string }).code).toBe('ECONNREFUSED');
    expect(isDatabaseUnreachable(error)).toBe(true);
  });

  it("knows the pool's connection timeout", async () => {
    const pool = new pg.Pool({ host: '127.0.0.1', port: silentPort, connectionTimeoutMillis: 200 });
    const error = await connectError(pool);
    expect(isDatabaseUnreachable(error)).toBe(true);
  });

  it('knows a server shutting down, starting, full, or PgBouncer refusing', () => {
    expect(
      isDatabaseUnreachable(serverError('57P01', 'terminating connection due to administrator command')),
    ).toBe(true);
    expect(isDatabaseUnreachable(serverError('57P03', 'the database system is starting up'))).toBe(true);
    expect(isDatabaseUnreachable(serverError('53300', 'sorry, too many clients already'))).toBe(true);
    expect(isDatabaseUnreachable(serverError('08P01', 'server login failed: FATAL password'))).toBe(true);
    expect(isDatabaseUnreachable(serverError('08006', 'connection failure'))).toBe(true);
  });

  it('looks inside what wraps the driver error', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' });
    expect(isDatabaseUnreachable(new Error('Failed query: select 1', { cause: refused }))).toBe(true);
    expect(isDatabaseUnreachable(new AggregateError([refused], ''))).toBe(true);
  });

  it('leaves every other error a 500', () => {
    expect(
      isDatabaseUnreachable(serverError('23505', 'duplicate key value violates unique constraint')),
    ).toBe(false);
    expect(isDatabaseUnreachable(serverError('42P01', 'relation "nada" does not exist'))).toBe(false);
    expect(isDatabaseUnreachable(serverError('57014', 'canceling statement due to statement timeout'))).toBe(
      false,
    );
    expect(isDatabaseUnreachable(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(
      false,
    );
    expect(isDatabaseUnreachable('ECONNREFUSED')).toBe(false);
  });
});

describe('a request while the database is unreachable', () => {
  let app: FastifyInstance;
  let tenant: TestTenant;
  let deadPool: pg.Pool;

  beforeAll(async () => {
    const database = await testDatabase();
    tenant = await createTestTenant(database);
    // The app's requests go through a pool on a port nothing listens on, as drizzle runs them;
    // start-up and the job runner keep the worker's database (`owner`).
    deadPool = new pg.Pool({ host: '127.0.0.1', port: await deadPort(), connectionTimeoutMillis: 1000 });
    deadPool.on('error', () => undefined);
    const dead = drizzle(deadPool) as unknown as Db;
    const unreachable = <T>(work: (tx: never) => Promise<T>) => dead.transaction(work as never) as Promise<T>;
    const cut: Database = {
      engine: database.engine,
      owner: database.owner,
      standby: null,
      tenant: (_tenantId, work) => unreachable(work),
      tenantLagging: (_tenantId, work) => unreachable(work),
      registry: (work) => unreachable(work),
      connections: () => database.connections(),
      close: async () => undefined, // the worker's database outlives this app
    };
    app = (await createTestApp({}, { database: cut })).app;
  });
  afterAll(async () => {
    await app?.close();
    await deadPool?.end();
  });

  it('answers 503 in Spanish with Retry-After and no stack', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/token/',
      headers: { host: tenant.host, 'content-type': 'application/json' },
      payload: JSON.stringify({ username: tenant.accounts.manager.username, password: 'lo-que-sea' }),
    });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
    const body = response.json<Record<string, unknown>>();
    expect(body.detail).toBe(DATABASE_UNREACHABLE_DETAIL);
    expect(Object.keys(body).sort()).toEqual(['detail', 'request_id']);
    expect(response.body).not.toMatch(/ECONNREFUSED|at .*\.[jt]s:\d+|127\.0\.0\.1/);
  });
});
