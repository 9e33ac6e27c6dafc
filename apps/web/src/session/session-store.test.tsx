import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROLE } from '@ventas/domain/permissions/roles';
import { localTokenStorage } from '../api/token-storage';
import { createFakeServer } from '../test/fake-server';
import { mustChangePassword, sessionStore } from './session-store';

const INITIAL_DATA = ['/api/utils/opciones/', '/api/servicios/tipoobjetivo/'];

/** The API as the session needs it; `detalle` says whether the password must change. */
function serveApi(detalle: { must_change_password: boolean }) {
  const server = createFakeServer((call) => {
    if (call.path === '/api/token/') return { status: 200, body: { access: 'a1', refresh: 'r1' } };
    if (call.path === '/api/cuentas/detalle/') {
      return {
        status: 200,
        body: {
          id: 7,
          username: 'ana',
          nombre_completo: 'Ana Pérez',
          isAdmin: false,
          rol: { id: ROLE.COMERCIAL },
          tenant_groups: [{ name: 'A' }],
          tipo_comercial: 'INTERNO',
          plataforma: false,
          ...detalle,
        },
      };
    }
    return { status: 200, body: [] };
  });
  vi.stubGlobal('fetch', server.fetch);
  const called = (path: string) => server.calls.some((call) => call.path.startsWith(path));
  return { called };
}

describe('a session whose password an Admin set', () => {
  afterEach(() => sessionStore.logout());

  it('logs in without loading the initial data, which would answer 403', async () => {
    const api = serveApi({ must_change_password: true });
    await sessionStore.login({ username: 'ana', password: 'inicial1' });
    const session = sessionStore.getSnapshot();
    expect(session.phase).toBe('loggedIn');
    expect(mustChangePassword(session)).toBe(true);
    for (const path of INITIAL_DATA) expect(api.called(path)).toBe(false);
  });

  it('stores the new tokens, reloads the detail and loads the initial data once changed', async () => {
    serveApi({ must_change_password: true });
    await sessionStore.login({ username: 'ana', password: 'inicial1' });
    const changed = serveApi({ must_change_password: false });

    await sessionStore.passwordChanged({ access: 'a2', refresh: 'r2' });

    expect(localTokenStorage.getAccess()).toBe('a2');
    expect(localTokenStorage.getRefresh()).toBe('r2');
    expect(mustChangePassword(sessionStore.getSnapshot())).toBe(false);
    expect(changed.called('/api/cuentas/detalle/')).toBe(true);
    for (const path of INITIAL_DATA) expect(changed.called(path)).toBe(true);
  });

  it('stays logged in through the reload, so the layout is not torn down', async () => {
    serveApi({ must_change_password: true });
    await sessionStore.login({ username: 'ana', password: 'inicial1' });
    serveApi({ must_change_password: false });
    const phases: string[] = [];
    const stop = sessionStore.subscribe(() => phases.push(sessionStore.getSnapshot().phase));
    await sessionStore.passwordChanged({ access: 'a2', refresh: 'r2' });
    stop();
    expect(phases).toEqual(['loggedIn']);
  });
});

describe('a session with a password of its own', () => {
  afterEach(() => sessionStore.logout());

  it('loads the initial data before it is logged in', async () => {
    const api = serveApi({ must_change_password: false });
    await sessionStore.login({ username: 'ana', password: 'buena' });
    expect(mustChangePassword(sessionStore.getSnapshot())).toBe(false);
    for (const path of INITIAL_DATA) expect(api.called(path)).toBe(true);
  });
});
