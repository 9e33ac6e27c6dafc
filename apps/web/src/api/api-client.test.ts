import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeServer, type Handler } from '../test/fake-server';
import { createApiCallLog } from './api-call-log';
import { createApiClient } from './api-client';
import { ApiError } from './api-error';
import type { TokenStorage, Tokens } from './token-storage';

function memoryTokens(initial: Tokens): TokenStorage & { current: Tokens } {
  const store = {
    current: initial,
    getAccess: () => store.current.access,
    getRefresh: () => store.current.refresh,
    save: (tokens: Tokens) => {
      store.current = tokens;
    },
  };
  return store;
}

/** Accepts only the 'fresh' access token; refresh answers per `refreshReply`. */
function apiWithRefresh(refreshReply: Handler, acceptedToken = 'fresh') {
  const server = createFakeServer((call) => {
    if (call.path === '/api/token-refresh/') return refreshReply(call);
    if (call.authorization !== `Bearer ${acceptedToken}`)
      return { status: 401, body: { detail: 'Token inválido' } };
    return { status: 200, body: { ok: true, path: call.path } };
  });
  vi.stubGlobal('fetch', server.fetch);
  return server;
}

describe('api client', () => {
  const onSessionExpired = vi.fn();
  const onMaintenance = vi.fn();
  let tokens: ReturnType<typeof memoryTokens>;
  const client = () => createApiClient({ tokens, onSessionExpired, onMaintenance, refreshWaitMs: 0 });

  beforeEach(() => {
    onSessionExpired.mockReset();
    onMaintenance.mockReset();
    tokens = memoryTokens({ access: 'stale', refresh: 'r1' });
  });

  it('sends the bearer token on every /api call', async () => {
    const server = apiWithRefresh(() => ({ status: 500 }), 'stale');
    await client().get('/api/cuentas/detalle/', { query: { page: 2, estado: ['ALTA', 'BAJA'] } });
    expect(server.calls).toEqual([
      expect.objectContaining({
        path: '/api/cuentas/detalle/?page=2&estado=ALTA&estado=BAJA',
        authorization: 'Bearer stale',
      }),
    ]);
  });

  it('on 401 refreshes once, stores the rotated tokens and retries the request', async () => {
    const server = apiWithRefresh(() => ({ status: 200, body: { access: 'fresh', refresh: 'r2' } }));

    await expect(client().get('/api/clientes/entradas/')).resolves.toEqual({
      ok: true,
      path: '/api/clientes/entradas/',
    });

    expect(server.calls.map((call) => [call.path, call.authorization])).toEqual([
      ['/api/clientes/entradas/', 'Bearer stale'],
      ['/api/token-refresh/', null],
      ['/api/clientes/entradas/', 'Bearer fresh'],
    ]);
    expect(server.calls[1]?.body).toEqual({ refresh: 'r1' });
    expect(tokens.current).toEqual({ access: 'fresh', refresh: 'r2' });
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('logs out when the retried request is 401 again', async () => {
    const server = apiWithRefresh(() => ({ status: 200, body: { access: 'also-rejected', refresh: 'r2' } }));

    const failure = await client()
      .get('/api/clientes/entradas/')
      .catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 401, body: { detail: 'Token inválido' } });
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(server.calls.filter((call) => call.path === '/api/token-refresh/')).toHaveLength(1);
    expect(server.calls).toHaveLength(3);
  });

  it('logs out without retrying when the refresh fails', async () => {
    const server = apiWithRefresh(() => ({ status: 401, body: { detail: 'Refresh inválido' } }));

    await expect(client().get('/api/clientes/entradas/')).rejects.toMatchObject({ status: 401 });

    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(server.calls.map((call) => call.path)).toEqual(['/api/clientes/entradas/', '/api/token-refresh/']);
  });

  it('shares one refresh between concurrent 401s', async () => {
    const server = apiWithRefresh(() => ({ status: 200, body: { access: 'fresh', refresh: 'r2' } }));
    const api = client();

    const results = await Promise.all([api.get('/api/a/'), api.get('/api/b/'), api.get('/api/c/')]);

    expect(results).toHaveLength(3);
    expect(server.calls.filter((call) => call.path === '/api/token-refresh/')).toHaveLength(1);
    expect(server.calls.filter((call) => call.authorization === 'Bearer fresh')).toHaveLength(3);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('sends the token endpoints without a bearer and never refreshes for them', async () => {
    const server = createFakeServer(() => ({
      status: 401,
      body: { detail: 'Usuario o contraseña incorrectos' },
    }));
    vi.stubGlobal('fetch', server.fetch);

    await expect(
      client().post('/api/token/', { username: 'ana', password: 'x' }, { auth: false }),
    ).rejects.toMatchObject({ status: 401, body: { detail: 'Usuario o contraseña incorrectos' } });

    expect(server.calls).toEqual([expect.objectContaining({ path: '/api/token/', authorization: null })]);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('on 503 goes to maintenance and rejects with the status and parsed body', async () => {
    vi.stubGlobal(
      'fetch',
      createFakeServer(() => ({ status: 503, body: { detail: 'Mantenimiento' } })).fetch,
    );

    await expect(client().get('/api/clientes/entradas/')).rejects.toMatchObject({
      status: 503,
      body: { detail: 'Mantenimiento' },
    });
    expect(onMaintenance).toHaveBeenCalledTimes(1);
  });

  it('carries a DRF-like 400 body on the error', async () => {
    const body = { nombre: ['Este campo es obligatorio.'] };
    vi.stubGlobal('fetch', createFakeServer(() => ({ status: 400, body })).fetch);

    await expect(client().post('/api/clientes/entradas/', {})).rejects.toMatchObject({ status: 400, body });
    expect(onMaintenance).not.toHaveBeenCalled();
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('hands a file over with the name our Content-Disposition gives, or null without one', async () => {
    const fetchFile = (headers: Record<string, string>) =>
      vi.fn(async () => new Response('%PDF-1.4', { status: 200, headers }));
    vi.stubGlobal(
      'fetch',
      fetchFile({
        'Content-Disposition': `attachment; filename="Contrato_Munoz.pdf"; filename*=UTF-8''Contrato_Mu%C3%B1oz.pdf`,
      }),
    );
    const named = await client().get<{ blob: Blob; filename: string | null }>('/api/x/', {
      responseType: 'file',
    });
    expect(named.filename).toBe('Contrato_Muñoz.pdf');
    expect(await named.blob.text()).toBe('%PDF-1.4');

    vi.stubGlobal('fetch', fetchFile({}));
    const anonymous = await client().get<{ filename: string | null }>('/api/x/', { responseType: 'file' });
    expect(anonymous.filename).toBeNull();
  });

  it('reports the lag an answer read from the standby with, and nothing for other answers (issue 30)', async () => {
    const onDataLag = vi.fn();
    const answer = (headers: Record<string, string>) =>
      vi.fn(
        async () =>
          new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json', ...headers } }),
      );
    const lagging = createApiClient({ tokens, onSessionExpired, onMaintenance, onDataLag });
    vi.stubGlobal('fetch', answer({ 'X-Datos-Retraso': '17' }));
    await lagging.get('/api/comerciales/gerencia/');
    expect(onDataLag).toHaveBeenCalledWith(17);
    vi.stubGlobal('fetch', answer({}));
    await lagging.get('/api/clientes/');
    expect(onDataLag).toHaveBeenCalledTimes(1);
  });

  describe('developer mode’s record of the calls (issue 29)', () => {
    const answering = (status: number, headers: Record<string, string> = {}) =>
      vi.fn(async () => new Response('{}', { status, headers }));

    it('records each call with its method, path, status, time and the request id it was given', async () => {
      const callLog = createApiCallLog();
      callLog.setRecording(true);
      const api = createApiClient({ tokens, onSessionExpired, onMaintenance, callLog });
      vi.stubGlobal('fetch', answering(200, { 'x-request-id': 'a1b2' }));
      await api.get('/api/clientes/entradas/', { query: { page: 2 } });
      vi.stubGlobal('fetch', answering(500, { 'x-request-id': 'dead00beef' }));
      await expect(api.put('/api/tiendas/3/', { nombre: 'x' })).rejects.toMatchObject({ status: 500 });
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => {
          throw new TypeError('Failed to fetch');
        }),
      );
      await expect(api.delete('/api/tiendas/4/')).rejects.toThrow('Failed to fetch');

      expect(callLog.calls()).toEqual([
        expect.objectContaining({ method: 'DELETE', url: '/api/tiendas/4/', status: null, requestId: null }),
        expect.objectContaining({
          method: 'PUT',
          url: '/api/tiendas/3/',
          status: 500,
          requestId: 'dead00beef',
        }),
        expect.objectContaining({
          method: 'GET',
          url: '/api/clientes/entradas/?page=2',
          status: 200,
          requestId: 'a1b2',
        }),
      ]);
      for (const call of callLog.calls()) expect(call.durationMs).toBeGreaterThanOrEqual(0);
    });

    it('records a refreshed call as the three calls it took', async () => {
      const callLog = createApiCallLog();
      callLog.setRecording(true);
      apiWithRefresh(() => ({ status: 200, body: { access: 'fresh', refresh: 'r2' } }));
      const api = createApiClient({ tokens, onSessionExpired, onMaintenance, callLog, refreshWaitMs: 0 });
      await api.get('/api/a/');
      expect(callLog.calls().map((call) => [call.url, call.status])).toEqual([
        ['/api/a/', 200],
        ['/api/token-refresh/', 200],
        ['/api/a/', 401],
      ]);
    });

    it('records nothing while developer mode is off', async () => {
      const callLog = createApiCallLog();
      const api = createApiClient({ tokens, onSessionExpired, onMaintenance, callLog });
      vi.stubGlobal('fetch', answering(200));
      await api.get('/api/a/');
      expect(callLog.calls()).toEqual([]);
    });
  });
});
