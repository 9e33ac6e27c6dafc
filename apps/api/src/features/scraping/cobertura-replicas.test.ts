import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SLUGS_POR_DEFECTO } from '@ventas/domain/proveedores/proveedores';
import { bearer, createTestApp, login, type TestTenant } from '../../../test/support/test-app';
import {
  providerTenant,
  simulatorForTests,
  type TestSimulator,
} from '../../../test/support/provider-simulator';

/**
 * Issue 30: the coverage cache (COVERAGE_CACHE_SECONDS) stays per replica. Nothing a replica
 * writes changes a provider's answer; what can go stale is the provider's own data, and each
 * replica asks the provider again once its entry is COVERAGE_CACHE_SECONDS old. Here 1 s.
 */
const TTL_SECONDS = 1;
const C = `/api/scraping/${SLUGS_POR_DEFECTO.c}`;
const DIRECCION = { direccion: 'Calle Réplica 7', cp: '28013', localidad: 'Madrid', provincia: 'Madrid' };

let simulator: TestSimulator;
let replicas: FastifyInstance[] = [];
let tenant: TestTenant;
const tokens: string[] = [];

beforeAll(async () => {
  simulator = await simulatorForTests();
  // Replicas share CREDENTIALS_KEY (server.ts requires it with DATABASE_URL); a test app without
  // one draws its own.
  const config = {
    ...simulator.providers({ coverageCacheSeconds: TTL_SECONDS }),
    credentialsKey: randomBytes(32).toString('base64'),
  };
  const first = await createTestApp(config);
  const second = await createTestApp(config, { database: first.database });
  replicas = [first.app, second.app];
  tenant = await providerTenant(first.app, first.database, ['C'], 'c');
  for (const replica of replicas) tokens.push((await login(replica, tenant, 'comercial')).access);
});
afterAll(async () => {
  await Promise.all(replicas.map((replica) => replica.close()));
  await simulator.close();
});

const cobertura = async (n: 0 | 1) => {
  const response = await replicas[n]!.inject({
    method: 'GET',
    url: `${C}/cliente/cobertura/`,
    query: DIRECCION,
    headers: bearer(tokens[n]!, tenant.host),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as unknown;
};
const llamadas = async () => (await simulator.llamadas())['c.cobertura'] ?? 0;

describe('coverage answers on two replicas', () => {
  it('are kept per replica, and each asks the provider again once its entry is COVERAGE_CACHE_SECONDS old', async () => {
    await simulator.olvidarLlamadas();
    const first = await cobertura(0);
    expect(await cobertura(0)).toEqual(first);
    expect(await llamadas()).toBe(1);
    // The other replica has its own cache: one call of its own, then from memory.
    const cachedOnB = Date.now();
    expect(await cobertura(1)).toEqual(first);
    expect(await cobertura(1)).toEqual(first);
    expect(await llamadas()).toBe(2);

    // Past the TTL each replica asks again: a provider's change shows within COVERAGE_CACHE_SECONDS.
    await sleep(Math.max(0, cachedOnB + TTL_SECONDS * 1000 + 50 - Date.now()));
    await cobertura(0);
    await cobertura(1);
    expect(await llamadas()).toBe(4);
  });
});
