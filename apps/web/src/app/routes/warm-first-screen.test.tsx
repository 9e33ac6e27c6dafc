import { callPath } from '@ventas/domain/http/api-call';
import { pipelineCalls } from '@ventas/domain/ofertas/pipeline.calls';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../api/query-client';
import { sessionStore } from '../../session/session-store';
import { comercialSignInReply } from '../../test/comercial-sign-in';
import { createFakeServer } from '../../test/fake-server';
import { SLOW } from '../../test/slow';
import { SCREEN_TABLE } from './screen-table';
import { warmFirstScreen, warmScreenAfterLogin } from './warm-first-screen';

const screenLoad = (name: 'teletrabajo' | 'dashboard') => {
  const entry = SCREEN_TABLE[name];
  if (!('load' in entry) || !entry.load) throw new Error(`${name} has no screen to load`);
  return vi.spyOn(entry, 'load').mockResolvedValue(() => null);
};

describe('warming the first screen while the session is checked', () => {
  afterEach(() => queryClient.clear());

  it("asks a visitor's tenant for its name and logo, which the login form shows", async () => {
    const server = createFakeServer(() => ({
      status: 200,
      body: { id: 1, name: 'Demo', subdomain: 'demo', logo_url: null },
    }));
    vi.stubGlobal('fetch', server.fetch);
    const load = screenLoad('teletrabajo');

    warmFirstScreen('/teletrabajo');

    await vi.waitFor(() =>
      expect(server.calls.map((call) => call.path)).toEqual(['/api/distribuidores/get-distribuidor-info/']),
    );
    expect(load).not.toHaveBeenCalled();
  });

  it('downloads the screen a stored session opens on, and asks the server nothing', () => {
    localStorage.setItem('access', 'a1');
    const server = createFakeServer(() => ({ status: 500 }));
    vi.stubGlobal('fetch', server.fetch);
    const load = screenLoad('teletrabajo');

    warmFirstScreen('/teletrabajo');

    expect(load).toHaveBeenCalledOnce();
    expect(server.calls).toEqual([]);
  });

  it('has nothing to download for an address without a built screen', () => {
    localStorage.setItem('refresh', 'r1');
    const load = screenLoad('teletrabajo');

    expect(() => warmFirstScreen('/no-such-screen')).not.toThrow();
    expect(() => warmFirstScreen('/dashBoard')).not.toThrow();
    expect(load).not.toHaveBeenCalled();
  });
});

describe('warming the screen a login opens (issue 31 §2)', () => {
  afterEach(() => {
    sessionStore.logout();
    queryClient.clear();
    localStorage.clear();
  });

  /** The API of a Comercial's login whose initial data answers only once `held` settles. */
  function serveLogin(held: Promise<void>) {
    const server = createFakeServer(async (call) => {
      // Held here, before the sign-in's own answers (which include the option lists).
      if (call.path.startsWith('/api/utils/opciones/')) {
        await held;
        return { status: 200, body: {} };
      }
      const signIn = comercialSignInReply(call);
      if (signIn) return signIn;
      // The board's columns, empty: an answer off its schema would be retried and counted twice.
      if (call.path.startsWith(callPath(pipelineCalls.tarjetas))) {
        return { status: 200, body: { results: [], count: 0, current: 1, count_exact: true } };
      }
      return { status: 200, body: [] };
    });
    vi.stubGlobal('fetch', server.fetch);
    return server;
  }

  it("asks for the login target's own reads while the initial data loads, not after it", async () => {
    let release = () => {};
    const server = serveLogin(new Promise((done) => (release = done)));
    const stop = warmScreenAfterLogin(() => `?next=${encodeURIComponent('/ofertas?operador=A')}`);

    const login = sessionStore.login({ username: 'comercial', password: 'secreta' });
    const cards = () =>
      server.calls
        .map((call) => call.path)
        .filter(
          (path) => path.startsWith('/api/atenciones/ofertas/pipeline/') && path.includes('/tarjetas/'),
        );
    // The board's reads come in a chunk of their own: a real import, slow on a loaded CI box.
    await vi.waitFor(() => expect(cards()).toHaveLength(7), SLOW);
    expect(cards().every((path) => path.includes('operador=A'))).toBe(true);
    expect(sessionStore.getSnapshot().phase).toBe('initialDataLoad');

    release();
    await login;
    stop();
    expect(sessionStore.getSnapshot().phase).toBe('loggedIn');
  });

  it('downloads the dashboard, where a login without a target goes, and nothing before the tokens', async () => {
    const server = serveLogin(Promise.resolve());
    const load = screenLoad('dashboard');
    const stop = warmScreenAfterLogin(() => '');

    expect(load).not.toHaveBeenCalled();
    await sessionStore.login({ username: 'comercial', password: 'secreta' });
    stop();

    expect(load).toHaveBeenCalledOnce();
    expect(server.calls[0]?.path).toBe('/api/token/');
  });

  it('warms nothing when the login fails', async () => {
    const server = createFakeServer(() => ({ status: 401, body: { detail: 'No active account' } }));
    vi.stubGlobal('fetch', server.fetch);
    const load = screenLoad('dashboard');
    const stop = warmScreenAfterLogin(() => '');

    await expect(sessionStore.login({ username: 'comercial', password: 'mala' })).rejects.toThrow();
    stop();

    expect(load).not.toHaveBeenCalled();
  });
});
