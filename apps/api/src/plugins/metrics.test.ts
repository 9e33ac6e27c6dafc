import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, createTestTenant, type TestTenant } from '../../test/support/test-app';
import { loadConfig } from '../config';
import type { Database } from '../db/database';
import { createPdfEngine } from '../pdf/pdf-engine';
import { chromiumChildPids, killBrowser } from '../pdf/pdf-test-support';
import { createProviderClient } from '../providers/provider-client';

let app: FastifyInstance;
let database: Database;
let tenant: TestTenant;

beforeAll(async () => {
  ({ app, database } = await createTestApp());
  tenant = await createTestTenant(database);
});
afterAll(() => app.close());

async function scrape(target = app, headers: Record<string, string> = {}) {
  return target.inject({ method: 'GET', url: '/metrics', headers: { host: 'localhost', ...headers } });
}

/** The value of the sample `name` whose labels include `labels`, from Prometheus' text format. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]),
    );
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return undefined;
}

const metricsText = async () => (await scrape()).body;

describe('GET /metrics', () => {
  it('answers in Prometheus text format for any host, with the process and app metrics', async () => {
    for (const host of ['localhost', 'nadie.localhost', tenant.host, '10.0.0.7']) {
      const response = await scrape(app, { host });
      expect(response.statusCode, host).toBe(200);
      expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    }
    const text = await metricsText();
    for (const name of [
      'process_resident_memory_bytes',
      'nodejs_heap_size_used_bytes',
      'nodejs_eventloop_lag_p99_seconds',
      'ventas_db_connections_in_use',
      'ventas_db_connections_waiting',
      'ventas_pdf_browser_up',
      'ventas_pdf_renders_in_progress',
      'ventas_pdf_renders_waiting',
      'ventas_pdf_browser_restarts_total',
      'ventas_pdf_browser_launch_failures_total',
    ]) {
      expect(sample(text, name), name).toBeGreaterThanOrEqual(0);
    }
    expect(sample(text, 'ventas_db_connections_max')).toBe(database.engine === 'pglite' ? 1 : 10);
  });

  it('labels requests by route template, method and status: no id, tenant or query in a label', async () => {
    const withId = app.routeCatalog.find((route) => route.method === 'GET' && route.url.endsWith('/:id/'));
    if (!withId) throw new Error('no GET route with :id');
    const url = withId.url.replace(':id', '987654');
    expect((await app.inject({ method: 'GET', url, headers: { host: tenant.host } })).statusCode).toBe(401);
    const lost = await app.inject({
      method: 'GET',
      url: `/api/no-existe/${tenant.subdomain}/?documento=12345678Z`,
      headers: { host: tenant.host },
    });
    expect(lost.statusCode).toBe(404);
    const text = await metricsText();
    const routeLabels = { method: 'GET', route: withId.url, status_code: '401' };
    expect(sample(text, 'ventas_http_requests_total', routeLabels)).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'ventas_http_request_duration_seconds_count', routeLabels)).toBeGreaterThanOrEqual(1);
    expect(
      sample(text, 'ventas_http_requests_total', { method: 'GET', route: 'unmatched', status_code: '404' }),
    ).toBeGreaterThanOrEqual(1);
    for (const leak of ['987654', tenant.subdomain, '12345678Z', 'no-existe'])
      expect(text).not.toContain(leak);
  });

  it('reports each job kind’s queue, running jobs and oldest wait over every tenant, from the database', async () => {
    const kind = `prueba-metricas-${randomUUID()}`;
    const other = await createTestTenant(database);
    // A kind no runner handles: it stays where the test puts it.
    await database.owner.execute(sql`
      INSERT INTO jobs (tenant_id, kind, state, created_at) VALUES
        (${tenant.id}, ${kind}, 'PENDING', now() - interval '90 seconds'),
        (${other.id}, ${kind}, 'PENDING', now() - interval '5 seconds'),
        (${other.id}, ${kind}, 'STARTED', now())`);
    let text = await metricsText();
    expect(sample(text, 'ventas_jobs_queued', { kind })).toBe(2);
    expect(sample(text, 'ventas_jobs_running', { kind })).toBe(1);
    expect(sample(text, 'ventas_jobs_oldest_queued_seconds', { kind })).toBeGreaterThanOrEqual(90);
    await database.owner.execute(sql`UPDATE jobs SET state = 'FAILURE' WHERE kind = ${kind}`);
    text = await metricsText();
    // A kind once seen reads 0 when its queue empties.
    expect(sample(text, 'ventas_jobs_queued', { kind })).toBe(0);
    expect(sample(text, 'ventas_jobs_running', { kind })).toBe(0);
    expect(sample(text, 'ventas_jobs_oldest_queued_seconds', { kind })).toBe(0);
  });

  it('counts provider circuits per provider and state, naming no distributor', async () => {
    const open = (text: string) =>
      sample(text, 'ventas_provider_circuits', { provider: 'd', state: 'open' }) ?? 0;
    const before = open(await metricsText());
    const closing = new AbortController();
    const client = createProviderClient({
      proveedor: 'd',
      // Nothing listens on the discard port: every call fails at once.
      baseUrl: 'http://127.0.0.1:9',
      timeoutMs: 1000,
      retries: 0,
      breakerFailures: 1,
      breakerOpenMs: 60_000,
      closeSignal: closing.signal,
      log: { warn: () => undefined },
    });
    const call = {
      tenantId: tenant.id,
      ruta: 'd.check-access' as const,
      credenciales: { username: 'u', password: 'p', cookie: null },
    };
    await expect(client.json(call, z.unknown())).rejects.toThrow();
    expect(client.circuito(tenant.id)).toBe('abierto');
    const text = await metricsText();
    expect(open(text)).toBe(before + 1);
    expect(text).not.toContain(`tenant`);
    closing.abort();
    expect(open(await metricsText())).toBe(before);
  });

  it('reports the PDF browser running and its restarts', { timeout: 60_000 }, async () => {
    const restarts = (text: string) => sample(text, 'ventas_pdf_browser_restarts_total') ?? 0;
    const up = (text: string) => sample(text, 'ventas_pdf_browser_up') ?? 0;
    const before = await metricsText();
    const pids = new Set(chromiumChildPids());
    const engine = createPdfEngine();
    try {
      await engine.renderPdf('<p>Uno</p>');
      const running = await metricsText();
      expect(up(running)).toBe(up(before) + 1);
      const launched = chromiumChildPids().filter((pid) => !pids.has(pid));
      expect(launched).toHaveLength(1);
      killBrowser(launched[0]!);
      await engine.renderPdf('<p>Dos</p>');
      expect(restarts(await metricsText())).toBe(restarts(before) + 1);
      // The page is blanked for the next render after the answer: it may still hold its slot.
      expect(engine.status()).toMatchObject({ up: true, launches: 2, failedLaunches: 0, waiting: 0 });
    } finally {
      await engine.close();
    }
    expect(up(await metricsText())).toBe(up(before));
  });
});

describe('who may read /metrics', () => {
  const TOKEN = 'token-de-metricas-'.padEnd(48, 'x');

  it('asks for the bearer token in token mode, compared whole', async () => {
    const { app: guarded } = await createTestApp({ metrics: { mode: 'token', token: TOKEN } });
    try {
      for (const authorization of [undefined, `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(0, -1)}`, TOKEN]) {
        const response = await scrape(guarded, authorization ? { authorization } : {});
        expect(response.statusCode, authorization).toBe(401);
        expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
        expect(response.json()).toEqual({
          detail: 'Se necesita el token de métricas (Authorization: Bearer).',
        });
      }
      const response = await scrape(guarded, { authorization: `Bearer ${TOKEN}`, host: 'nadie.localhost' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('ventas_http_requests_total');
    } finally {
      await guarded.close();
    }
  });

  it('serves nothing when off', async () => {
    const { app: closed } = await createTestApp({ metrics: { mode: 'off', token: undefined } });
    try {
      expect(closed.hasRoute({ method: 'GET', url: '/metrics' })).toBe(false);
      expect((await scrape(closed)).statusCode).toBe(404);
    } finally {
      await closed.close();
    }
  });

  it('is public outside production, off in production unless a token is set, token mode with one', () => {
    const mode = (env: Record<string, string>) => loadConfig(env).metrics.mode;
    expect(mode({ NODE_ENV: 'development' })).toBe('public');
    expect(mode({ NODE_ENV: 'production' })).toBe('off');
    expect(mode({ NODE_ENV: 'production', METRICS_TOKEN: TOKEN })).toBe('token');
    expect(mode({ NODE_ENV: 'production', METRICS: 'public' })).toBe('public');
    expect(() => loadConfig({ METRICS: 'token' })).toThrow('METRICS=token necesita METRICS_TOKEN');
    expect(() => loadConfig({ METRICS_TOKEN: 'corto' })).toThrow(
      'METRICS_TOKEN necesita al menos 32 caracteres',
    );
  });
});
