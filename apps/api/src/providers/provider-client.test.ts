import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createProviderClient, type ProviderClientOptions } from './provider-client';
import { ProviderFailure } from './provider-failure';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** A stand-in provider whose answer each test sets; it records what it received. */
let handler: Handler = (_req, res) => res.end('{}');
const received: { method: string; url: string; authorization?: string; cookie?: string }[] = [];
let server: Server;
let baseUrl = '';
const hanging = new Set<ServerResponse>();

beforeAll(async () => {
  server = createServer((req, res) => {
    received.push({
      method: req.method ?? '',
      url: req.url ?? '',
      authorization: req.headers.authorization,
      cookie: req.headers.cookie,
    });
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/b`;
});
afterAll(async () => {
  for (const res of hanging) res.destroy();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  received.length = 0;
});

const json = (status: number, body: unknown) => (_req: IncomingMessage, res: ServerResponse) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
};
const hang: Handler = (_req, res) => {
  hanging.add(res);
};

const logged: Record<string, unknown>[] = [];
function client(overrides: Partial<ProviderClientOptions> = {}) {
  return createProviderClient({
    proveedor: 'b',
    baseUrl,
    timeoutMs: 300,
    retries: 2,
    breakerFailures: 3,
    breakerOpenMs: 400,
    retryDelayMs: 10,
    log: { warn: (facts) => logged.push(facts) },
    ...overrides,
  });
}

const credenciales = { username: 'distribuidor', password: 'S3creta!', cookie: 'sesion=abc' };
const schema = z.object({ ok: z.boolean() });
const lineas = (tenantId = 1) =>
  ({
    tenantId,
    ruta: 'b.lineas',
    params: { documento: '12345678Z' },
    query: { operador: 'X' },
    credenciales,
  }) as const;
const sesion = (tenantId = 1) => ({ tenantId, ruta: 'b.cobertura-sesion', credenciales }) as const;

async function failure(promise: Promise<unknown>): Promise<ProviderFailure> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProviderFailure);
  return error as ProviderFailure;
}

describe('provider client (issue 18)', () => {
  it('sends the route with its parameters and the credentials, and validates the answer', async () => {
    handler = json(200, { ok: true, extra: 'dropped' });
    expect(await client().json(lineas(), schema)).toEqual({ ok: true });
    expect(received).toEqual([
      {
        method: 'GET',
        url: '/b/clientes/12345678Z/lineas?operador=X',
        authorization: `Basic ${Buffer.from('distribuidor:S3creta!').toString('base64')}`,
        cookie: 'sesion=abc',
      },
    ]);
  });

  it('times out an attempt, retries a read with back-off, then gives up as "tiempo"', async () => {
    handler = hang;
    const started = Date.now();
    expect((await failure(client().json(lineas(), schema))).fallo).toBe('tiempo');
    expect(received).toHaveLength(3);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
  });

  it('ends a call still waiting on a provider as soon as the app closes', async () => {
    handler = hang;
    const cierre = new AbortController();
    const started = Date.now();
    const pending = failure(client({ timeoutMs: 10_000, closeSignal: cierre.signal }).json(lineas(), schema));
    await new Promise((resolve) => setTimeout(resolve, 50));
    cierre.abort();
    expect((await pending).fallo).toBe('no-disponible');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('never retries a write (the coverage session is a POST)', async () => {
    handler = json(500, { error: 'boom' });
    expect((await failure(client().json(sesion(), schema))).fallo).toBe('no-disponible');
    expect(received.map((r) => r.method)).toEqual(['POST']);
  });

  it('retries a read that met a 5xx and succeeds when the provider recovers', async () => {
    let calls = 0;
    handler = (req, res) =>
      ++calls < 3 ? json(502, 'Bad gateway')(req, res) : json(200, { ok: true })(req, res);
    expect(await client().json(lineas(), schema)).toEqual({ ok: true });
    expect(received).toHaveLength(3);
  });

  it('neither retries nor opens the circuit on a refusal or a 404', async () => {
    const c = client({ breakerFailures: 1 });
    handler = json(403, { error: 'credenciales' });
    expect((await failure(c.json(lineas(), schema))).fallo).toBe('credenciales');
    handler = json(404, { error: 'no existe' });
    expect((await failure(c.json(lineas(), schema))).fallo).toBe('no-encontrado');
    expect(received).toHaveLength(2);
    expect(c.circuito(1)).toBe('cerrado');
  });

  it('reports garbage as "respuesta" without retrying it', async () => {
    handler = json(200, '<html>mantenimiento</html>');
    expect((await failure(client().json(lineas(), schema))).fallo).toBe('respuesta');
    handler = json(200, { ok: 'yes' });
    expect((await failure(client().json(lineas(), schema))).fallo).toBe('respuesta');
    expect(received).toHaveLength(2);
  });

  it('opens the circuit per distributor, fails fast while open, and closes after a good half-open call', async () => {
    const c = client({ retries: 0 });
    handler = json(500, {});
    for (let i = 0; i < 3; i++) await failure(c.json(lineas(1), schema));
    expect(c.circuito(1)).toBe('abierto');
    received.length = 0;
    expect((await failure(c.json(lineas(1), schema))).fallo).toBe('circuito-abierto');
    expect(received).toHaveLength(0);
    // Another distributor's calls still go through.
    handler = json(200, { ok: true });
    expect(await c.json(lineas(2), schema)).toEqual({ ok: true });
    await new Promise((resolve) => setTimeout(resolve, 450));
    // Half-open: one call is let through to test the provider; the others wait for its outcome
    // (so the provider never sees two at once) and then go.
    received.length = 0;
    let inFlight = 0;
    let mostInFlight = 0;
    handler = (req, res) => {
      mostInFlight = Math.max(mostInFlight, ++inFlight);
      setTimeout(() => {
        inFlight -= 1;
        json(200, { ok: true })(req, res);
      }, 50);
    };
    const both = await Promise.all([c.json(lineas(1), schema), c.json(lineas(1), schema)]);
    expect(both).toEqual([{ ok: true }, { ok: true }]);
    expect(received).toHaveLength(2);
    expect(mostInFlight).toBe(1);
    expect(c.circuito(1)).toBe('cerrado');
  });

  it('opens again when the half-open call fails', async () => {
    const c = client({ retries: 0, breakerFailures: 1 });
    handler = json(500, {});
    await failure(c.json(lineas(), schema));
    await new Promise((resolve) => setTimeout(resolve, 450));
    received.length = 0;
    expect((await failure(c.json(lineas(), schema))).fallo).toBe('no-disponible');
    expect(received).toHaveLength(1);
    expect(c.circuito(1)).toBe('abierto');
    expect((await failure(c.json(lineas(), schema))).fallo).toBe('circuito-abierto');
    expect(received).toHaveLength(1);
  });

  it('refuses a PDF that is not one, and hands over a PDF with its Content-Disposition', async () => {
    handler = (_req, res) => {
      res.writeHead(200, {
        'content-type': 'application/pdf',
        'content-disposition': 'attachment; filename="C.pdf"',
      });
      res.end('%PDF-1.4\n%fake');
    };
    const file = await client().pdf({
      tenantId: 1,
      ruta: 'b.contrato-pdf',
      params: { contract_id: 'C-1' },
      credenciales,
    });
    expect(file.body.toString('latin1')).toBe('%PDF-1.4\n%fake');
    expect(file.contentDisposition).toBe('attachment; filename="C.pdf"');
    handler = json(200, { not: 'a pdf' });
    expect(
      (
        await failure(
          client().pdf({ tenantId: 1, ruta: 'b.contrato-pdf', params: { contract_id: 'C-1' }, credenciales }),
        )
      ).fallo,
    ).toBe('respuesta');
  });

  it('fails at once when the provider has no URL, and when nothing listens', async () => {
    expect((await failure(client({ baseUrl: undefined }).json(lineas(), schema))).fallo).toBe(
      'sin-configurar',
    );
    const closed = client({ baseUrl: 'http://127.0.0.1:9/b', retries: 0 });
    expect((await failure(closed.json(lineas(), schema))).fallo).toBe('no-disponible');
  });

  it('logs the provider, route, kind and status of a failure: never the URL, body or credentials', async () => {
    logged.length = 0;
    handler = json(500, { trace: 'at secret-host:1', session: 'session=abc123' });
    await failure(client({ retries: 0 }).json(lineas(7), schema));
    expect(logged).toEqual([
      { proveedor: 'b', ruta: 'b.lineas', fallo: 'no-disponible', status: 500, tenantId: 7 },
    ]);
    const text = JSON.stringify(logged);
    for (const secret of ['S3creta', 'abc', '12345678Z', 'secret-host', 'distribuidor'])
      expect(text).not.toContain(secret);
  });
});
