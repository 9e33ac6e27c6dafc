import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROLE, type RoleId } from '@ventas/domain/permissions/roles';
import { sessionStore } from '../../session/session-store';
import { createFakeServer } from '../../test/fake-server';
import { AppProviders } from '../app-providers';
import { appRoutes } from '../router';

// A shared link to a screen every role may open, with a query and a hash to bring back.
const SHARED_LINK = '/areapersonal/calendario?mes=2025-06&comercial=7#semana-2';
const SHARED_LINK_HEADING = 'ÁreaPersonal — Calendario';

/** The API as far as login needs it: tokens, the user detail of `roleId`, empty lists elsewhere. */
function serveApi(roleId: RoleId) {
  const detail = {
    id: 7,
    username: 'ana',
    nombre_completo: 'Ana Pérez',
    isAdmin: false,
    rol: { id: roleId },
    tenant_groups: [{ name: 'A' }],
    tipo_comercial: 'INTERNO',
  };
  const server = createFakeServer((call) => {
    if (call.path === '/api/token/') return { status: 200, body: { access: 'a1', refresh: 'r1' } };
    if (call.path === '/api/cuentas/detalle/') return { status: 200, body: detail };
    if (call.path === '/api/distribuidores/get-distribuidor-info/') {
      return { status: 200, body: { id: 1, name: 'Demo', subdomain: 'demo', logo_url: null } };
    }
    if (call.path === '/api/utils/opciones/') return { status: 200, body: {} };
    return { status: 200, body: [] };
  });
  vi.stubGlobal('fetch', server.fetch);
}

/** The app at `url` as a fresh page load (or a reload) would start it. */
function openApp(url: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [url] });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

const urlOf = (router: ReturnType<typeof openApp>) => {
  const { pathname, search, hash } = router.state.location;
  return `${pathname}${search}${hash}`;
};

async function logInWithTheForm(): Promise<void> {
  await userEvent.type(await screen.findByLabelText('Usuario'), 'ana');
  await userEvent.type(screen.getByLabelText('Contraseña'), 'buena');
  await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
}

describe('a shared link survives login', () => {
  afterEach(() => sessionStore.logout());

  it('brings a visitor who opened a link back to exactly that URL after logging in', async () => {
    serveApi(ROLE.COMERCIAL);
    const router = openApp(SHARED_LINK);

    await screen.findByLabelText('Usuario');
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(SHARED_LINK);

    await logInWithTheForm();

    expect(await screen.findByRole('heading', { level: 1, name: SHARED_LINK_HEADING })).toBeTruthy();
    expect(urlOf(router)).toBe(SHARED_LINK);
  });

  it('keeps the link when the login page is reloaded (the target is in its URL)', async () => {
    serveApi(ROLE.COMERCIAL);
    const router = openApp(`/login?next=${encodeURIComponent(SHARED_LINK)}`);

    await logInWithTheForm();

    expect(await screen.findByRole('heading', { level: 1, name: SHARED_LINK_HEADING })).toBeTruthy();
    expect(urlOf(router)).toBe(SHARED_LINK);
  });

  it('sends a user who opened /login themselves to the dashboard', async () => {
    serveApi(ROLE.COMERCIAL);
    const router = openApp('/login');

    await logInWithTheForm();

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(urlOf(router)).toBe('/dashBoard');
  });

  it.each(['https://evil.example/teletrabajo', '//evil.example/teletrabajo', '/\\evil.example'])(
    'goes to the dashboard, never off-site, when the login URL names %s',
    async (target) => {
      serveApi(ROLE.COMERCIAL);
      const router = openApp(`/login?next=${encodeURIComponent(target)}`);

      await logInWithTheForm();

      expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
      expect(urlOf(router)).toBe('/dashBoard');
    },
  );

  it('brings a user whose session ended on a page back to that page after logging in again', async () => {
    serveApi(ROLE.COMERCIAL);
    await sessionStore.login({ username: 'ana', password: 'buena' });
    const router = openApp(SHARED_LINK);
    await screen.findByRole('heading', { level: 1, name: SHARED_LINK_HEADING });

    // What the api client's SPEC §8 handler does when the token refresh fails.
    act(() => sessionStore.logout());

    await screen.findByLabelText('Usuario');
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(SHARED_LINK);
    await logInWithTheForm();
    expect(await screen.findByRole('heading', { level: 1, name: SHARED_LINK_HEADING })).toBeTruthy();
    expect(urlOf(router)).toBe(SHARED_LINK);
  });

  it('leaves the role check to the guard: a comercial brought back to an admin route is logged out', async () => {
    serveApi(ROLE.COMERCIAL);
    const router = openApp('/ManagementBase?tab=tarifas');
    await screen.findByLabelText('Usuario');
    // Each place the router went through (it also reports loading states, hence the dedupe).
    const visited: string[] = [];
    router.subscribe(({ location }) => {
      if (visited.at(-1) !== location.pathname) visited.push(location.pathname);
    });

    await logInWithTheForm();

    // SPEC §2: a route outside the user's roles goes to logout, which ends at a plain login.
    await vi.waitFor(() =>
      expect(visited.slice(visited.indexOf('/ManagementBase'))).toEqual([
        '/ManagementBase',
        '/logout',
        '/login',
      ]),
    );
    expect(urlOf(router)).toBe('/login');
    expect(sessionStore.getSnapshot().phase).toBe('loggedOut');
    expect(localStorage.getItem('access')).toBeNull();
  });
});
