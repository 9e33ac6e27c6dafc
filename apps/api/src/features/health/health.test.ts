import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readinessSchema, type Readiness } from '@ventas/domain/health/health-contract';
import { createTestApp } from '../../../test/support/test-app';
import { testDatabase } from '../../../test/support/test-database';
import type { Database } from '../../db/database';
import { MIGRATIONS_FOLDER } from '../../db/open-database';
import { createDrain, type Drain } from '../../http/graceful-stop';
import { healthRoutes } from './health.routes';
import type { ReadinessDeps } from './readiness';

let app: FastifyInstance;
let database: Database;

beforeAll(async () => {
  ({ app, database } = await createTestApp());
});
afterAll(() => app.close());

/** The probes alone, on a bare app, with what a test changes (a database, the migrations, the drain). */
async function probesWith(deps: Partial<ReadinessDeps>): Promise<FastifyInstance> {
  const bare = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  bare.setValidatorCompiler(validatorCompiler);
  bare.setSerializerCompiler(serializerCompiler);
  healthRoutes(bare, {
    database: await testDatabase(),
    drain: createDrain(),
    chromiumPath: undefined,
    migrationsFolder: MIGRATIONS_FOLDER,
    ...deps,
  });
  await bare.ready();
  return bare;
}

async function readiness(target: FastifyInstance, host = 'localhost') {
  const response = await target.inject({ method: 'GET', url: '/api/health/ready', headers: { host } });
  return { status: response.statusCode, body: readinessSchema.parse(response.json()) };
}

const failedChecks = (body: Readiness) =>
  body.checks.filter((check) => !check.ok).map((check) => check.check);

describe('the health probes', () => {
  it('keep /api/health/ answering as it always did', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health/', headers: { host: 'localhost' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answer liveness for any host, even one that is no distributor', async () => {
    for (const host of ['localhost', 'nadie.localhost', '10.0.0.7']) {
      const response = await app.inject({ method: 'GET', url: '/api/health/live', headers: { host } });
      expect(response.statusCode, host).toBe(200);
      expect(response.json()).toEqual({ status: 'ok' });
    }
  });

  it('answer ready when the database answers, every migration is applied and Chromium is there', async () => {
    const { status, body } = await readiness(app, 'nadie.localhost');
    expect(status).toBe(200);
    expect(body.status).toBe('ok');
    expect(body.checks.map((check) => check.check)).toEqual([
      'servicio',
      'base-de-datos',
      'migraciones',
      'motor-pdf',
    ]);
    expect(failedChecks(body)).toEqual([]);
    const response = await app.inject({
      method: 'GET',
      url: '/api/health/ready/',
      headers: { host: 'localhost' },
    });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answer 503 naming the migrations the database lacks', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'ventas-migraciones-'));
    try {
      const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
        entries: Array<{ when: number; tag: string }>;
      };
      journal.entries.push({ when: Date.now() + 60_000, tag: '9999_pendiente' });
      mkdirSync(join(folder, 'meta'));
      writeFileSync(join(folder, 'meta', '_journal.json'), JSON.stringify(journal));
      const probes = await probesWith({ migrationsFolder: folder });
      const { status, body } = await readiness(probes);
      expect(status).toBe(503);
      expect(body.status).toBe('no-preparado');
      expect(failedChecks(body)).toEqual(['migraciones']);
      expect(body.detail).toBe('No preparado: Falta 1 migración por aplicar: 9999_pendiente.');
      await probes.close();
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('answer 503 when the database does not answer', async () => {
    const down = {
      ...(await testDatabase()),
      owner: { execute: () => Promise.reject(new Error('conexión rechazada')) },
    } as unknown as Database;
    const probes = await probesWith({ database: down });
    const { status, body } = await readiness(probes);
    expect(status).toBe(503);
    expect(failedChecks(body)).toEqual(['base-de-datos', 'migraciones']);
    expect(body.detail).toContain('La base de datos no responde');
    await probes.close();
  });

  it('answer 503 when there is no Chromium for the PDFs', async () => {
    const probes = await probesWith({ chromiumPath: '/no/existe/chromium' });
    const { status, body } = await readiness(probes);
    expect(status).toBe(503);
    expect(failedChecks(body)).toEqual(['motor-pdf']);
    expect(body.detail).toContain('CHROMIUM_PATH');
    await probes.close();
  });

  it('answer 503 from the moment the drain starts, without asking the database', async () => {
    let asked = 0;
    const counting = {
      ...database,
      owner: {
        execute: (...args: Parameters<Database['owner']['execute']>) => {
          asked += 1;
          return database.owner.execute(...args);
        },
      },
    } as unknown as Database;
    const drain: Drain = createDrain();
    const probes = await probesWith({ database: counting, drain });
    expect((await readiness(probes)).status).toBe(200);
    expect(asked).toBe(1);
    void drain.start();
    const { status, body } = await readiness(probes);
    expect(status).toBe(503);
    expect(body.checks).toEqual([
      { check: 'servicio', ok: false, detail: 'El servidor se está deteniendo y no acepta trabajo nuevo.' },
    ]);
    expect(asked).toBe(1);
    await probes.close();
  });
});
