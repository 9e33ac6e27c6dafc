import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
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

  const form = (name: string) => ({
    name,
    category: 'fixed_line',
    price_value: '20',
    operator: 'A',
    segment: 'PARTICULAR',
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
