import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, type Caller } from '../../../test/support/catalogue-caller';
import { createTestApp, createTestTenant, type TestTenant } from '../../../test/support/test-app';
import type { Database } from '../../db/database';
import { CATALOGUE_CACHE_TTL_MS, CatalogueReadCache } from './catalogue-read-cache';

describe('CatalogueReadCache', () => {
  const clock = { now: 0 };
  const cache = () => new CatalogueReadCache(() => clock.now);

  it('answers an entry until its 5 s are up', () => {
    const c = cache();
    clock.now = 1_000;
    c.set(1, 'tarifas?{}', '[1]');
    clock.now += CATALOGUE_CACHE_TTL_MS - 1;
    expect(c.get(1, 'tarifas?{}')).toBe('[1]');
    clock.now += 1;
    expect(c.get(1, 'tarifas?{}')).toBeUndefined();
  });

  it("keeps tenants apart and drops only the written tenant's entries", () => {
    const c = cache();
    c.set(1, 'tarifas?{}', '[1]');
    c.set(2, 'tarifas?{}', '[2]');
    c.set(1, 'sva?{}', '[3]');
    expect(c.get(2, 'tarifas?{}')).toBe('[2]');
    c.invalidateTenant(1);
    expect([c.get(1, 'tarifas?{}'), c.get(1, 'sva?{}'), c.get(2, 'tarifas?{}')]).toEqual([
      undefined,
      undefined,
      '[2]',
    ]);
  });

  it('lets the oldest entries go when the next one would not fit in 32 MiB', () => {
    const c = cache();
    const tenMiB = 'x'.repeat(10 * 1024 * 1024);
    for (const key of ['a', 'b', 'c', 'd']) c.set(1, key, tenMiB);
    expect(['a', 'b', 'c', 'd'].map((key) => c.get(1, key) !== undefined)).toEqual([false, true, true, true]);
  });
});

const form = (name: string) => ({
  name,
  category: 'fixed_line',
  price_value: '20',
  operator: 'A',
  segment: 'PARTICULAR',
});

describe('whole catalogue lists through the API (decision 72)', () => {
  let app: FastifyInstance;
  let database: Database;
  let tenant: TestTenant;
  let call: Caller;

  beforeAll(async () => {
    ({ app, database } = await createTestApp());
    tenant = await createTestTenant(database);
    call = await callerFor(app, tenant);
  });

  const names = async (url: string) => {
    const body = (await call('comercial', 'GET', url)).json();
    return ((Array.isArray(body) ? body : body.results) as Array<{ name: string }>).map((row) => row.name);
  };

  it('shows a write through the API at once, and serves a repeated read from memory for 5 s', async () => {
    const id = (await call('admin', 'POST', '/api/servicios/tarifas/', form('Fibra cache'))).json()
      .id as number;
    expect(await names('/api/servicios/tarifas/')).toContain('Fibra cache');

    expect(
      (await call('admin', 'PUT', `/api/servicios/tarifas/${id}/`, form('Fibra cache 2'))).statusCode,
    ).toBe(200);
    expect(await names('/api/servicios/tarifas/')).toContain('Fibra cache 2');

    // A change that did not go through this process (another replica): the page shows it, the
    // whole list only once its 5 s are up.
    await database.owner.execute(
      sql`UPDATE tarifas SET name = 'Fibra de otra réplica' WHERE tenant_id = ${tenant.id} AND id = ${id}`,
    );
    expect(await names('/api/servicios/tarifas/?page=1')).toContain('Fibra de otra réplica');
    expect(await names('/api/servicios/tarifas/')).toContain('Fibra cache 2');
  });
});

/**
 * Issue 30: the whole-list catalogue cache stays per replica (decision 72). A write through one
 * replica shows there at once and on another replica within the cache's 5 s, never later.
 */
describe('whole catalogue lists on two replicas (issue 30)', () => {
  let replicas: FastifyInstance[] = [];
  let a: Caller;
  let b: Caller;

  beforeAll(async () => {
    const first = await createTestApp();
    const second = await createTestApp({}, { database: first.database });
    replicas = [first.app, second.app];
    const tenant = await createTestTenant(first.database);
    a = await callerFor(first.app, tenant);
    b = await callerFor(second.app, tenant);
  });
  afterAll(async () => {
    await Promise.all(replicas.map((replica) => replica.close()));
  });

  const namesOn = async (call: Caller) => {
    const response = await call('comercial', 'GET', '/api/servicios/tarifas/');
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as Array<{ name: string }>).map((row) => row.name);
  };

  it("shows a write on the replica that took it at once, and on the other within the cache's 5 s", async () => {
    const id = (await a('admin', 'POST', '/api/servicios/tarifas/', form('Fibra réplica'))).json()
      .id as number;
    expect(await namesOn(a)).toContain('Fibra réplica');
    // B keeps this answer in memory from some instant between these two.
    const askedB = Date.now();
    expect(await namesOn(b)).toContain('Fibra réplica');
    const cachedOnB = Date.now();

    const put = await a('admin', 'PUT', `/api/servicios/tarifas/${id}/`, form('Fibra réplica 2'));
    expect(put.statusCode, put.body).toBe(200);
    expect(await namesOn(a)).toContain('Fibra réplica 2');
    // Per replica: B has not heard of the write and answers its cached list...
    expect(await namesOn(b)).not.toContain('Fibra réplica 2');

    // ...until its entry expires, CATALOGUE_CACHE_TTL_MS after B cached it.
    let seenOnB = 0;
    while (!seenOnB) {
      if ((await namesOn(b)).includes('Fibra réplica 2')) seenOnB = Date.now();
      else if (Date.now() - cachedOnB > CATALOGUE_CACHE_TTL_MS + 2_000) break;
      else await sleep(100);
    }
    expect(seenOnB, 'B still shows the old list past the bound').toBeGreaterThan(0);
    expect(seenOnB - cachedOnB).toBeLessThanOrEqual(CATALOGUE_CACHE_TTL_MS + 1_000);
    expect(seenOnB - askedB).toBeGreaterThanOrEqual(CATALOGUE_CACHE_TTL_MS);
  });
});
