import type { DataRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OPEN_ROUTES } from '@ventas/domain/permissions/web-routes';
import { comercialSignInReply } from '../test/comercial-sign-in';
import { createFakeServer } from '../test/fake-server';
import { SLOW } from '../test/slow';

const MAINTENANCE = '/api/distribuidores/get-maintenance-status/';
const DETALLE = '/api/cuentas/detalle/';

/** The API at start-up: the maintenance check answers after `checkMs`; the rest at once. */
function serveStart(options: { checkMs: number; maintenance: boolean; initialDataHeld?: Promise<void> }) {
  const askedAt = new Map<string, number>();
  const server = createFakeServer(async (call) => {
    if (!askedAt.has(call.path)) askedAt.set(call.path, Date.now());
    if (call.path === MAINTENANCE) {
      await new Promise((resolve) => setTimeout(resolve, options.checkMs));
      return { status: 200, body: { maintenance: options.maintenance } };
    }
    // Held here, before the sign-in's own answers (which include the option lists).
    if (call.path.startsWith('/api/utils/opciones/')) {
      await options.initialDataHeld;
      return { status: 200, body: {} };
    }
    const signIn = comercialSignInReply(call);
    if (signIn) return signIn;
    return { status: 200, body: [] };
  });
  vi.stubGlobal('fetch', server.fetch);
  return askedAt;
}

const routerStub = (path = '/dashBoard') => {
  const url = new URL(path, 'http://localhost');
  return {
    navigate: vi.fn(() => Promise.resolve()),
    state: { location: { pathname: url.pathname, search: url.search } },
  };
};

/** A fresh app: the session store initialises once per page load. */
async function freshApp() {
  vi.resetModules();
  const { startSession } = await import('./start-session');
  const { sessionStore } = await import('../session/session-store');
  return { startSession, sessionStore };
}

describe('starting a stored session (issue 29 §7)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-12-07T09:00:00+01:00') });
    localStorage.setItem('access', 'a1');
    localStorage.setItem('refresh', 'r1');
  });
  afterEach(() => {
    localStorage.clear();
    vi.useRealTimers();
  });

  it('waits its 200 ms while maintenance is checked, so the detail follows the check at once', async () => {
    const askedAt = serveStart({ checkMs: 150, maintenance: false });
    const { startSession, sessionStore } = await freshApp();
    const startedAt = Date.now();
    const started = startSession(routerStub() as unknown as DataRouter);
    await vi.advanceTimersByTimeAsync(1000);
    await started;
    // Before: 150 ms of check, then 200 ms of wait.
    expect(askedAt.get(DETALLE)! - startedAt).toBe(200);
    expect(sessionStore.getSnapshot().phase).toBe('loggedIn');
  });

  it('still waits 200 ms in all (SPEC §4) when the check answers at once', async () => {
    const askedAt = serveStart({ checkMs: 0, maintenance: false });
    const { startSession } = await freshApp();
    const startedAt = Date.now();
    const started = startSession(routerStub() as unknown as DataRouter);
    await vi.advanceTimersByTimeAsync(199);
    expect(askedAt.has(DETALLE)).toBe(false);
    await vi.advanceTimersByTimeAsync(801);
    await started;
    expect(askedAt.get(DETALLE)! - startedAt).toBe(200);
  });

  it("asks for the first screen's own reads beside the session's initial data, not after it", async () => {
    let soltar = () => {};
    const askedAt = serveStart({
      checkMs: 50,
      maintenance: false,
      initialDataHeld: new Promise((done) => (soltar = done)),
    });
    const { startSession, sessionStore } = await freshApp();
    const started = startSession(routerStub('/ofertas?operador=A') as unknown as DataRouter);
    await vi.advanceTimersByTimeAsync(1000);
    // The initial data has not answered: the session is still loading.
    expect(sessionStore.getSnapshot().phase).toBe('initialDataLoad');
    const board = () =>
      [...askedAt.keys()].filter((path) => path.startsWith('/api/atenciones/ofertas/pipeline/'));
    // The screen's reads come in a chunk of their own: its import is real work, not a timer, and
    // on a loaded CI box it takes longer than waitFor's default second.
    await vi.waitFor(
      () => expect(board().filter((path) => path.includes('/tarjetas/'))).toHaveLength(7),
      SLOW,
    );
    expect(board().every((path) => path.includes('operador=A'))).toBe(true);
    expect(sessionStore.getSnapshot().phase).toBe('initialDataLoad');
    soltar();
    await vi.advanceTimersByTimeAsync(100);
    await started;
    expect(sessionStore.getSnapshot().phase).toBe('loggedIn');
  });

  it('leaves the session alone during maintenance and shows its screen', async () => {
    const askedAt = serveStart({ checkMs: 300, maintenance: true });
    const { startSession } = await freshApp();
    const router = routerStub();
    const started = startSession(router as unknown as DataRouter);
    await vi.advanceTimersByTimeAsync(1000);
    await started;
    expect(askedAt.has(DETALLE)).toBe(false);
    expect(router.navigate).toHaveBeenCalledWith(OPEN_ROUTES.maintenance, { replace: true });
  });
});
