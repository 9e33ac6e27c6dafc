import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../api/api';
import { logoutReasonStorage } from '../session/logout-reason';
import { sessionStore } from '../session/session-store';
import { createFakeServer } from '../test/fake-server';
import { AppProviders } from './app-providers';
import { appRoutes } from './router';
import { startSession } from './start-session';
import { wireTransportHandlers } from './transport-handlers';

const PAGE = '/areapersonal/calendario?mes=2025-06#semana-2';
const EXPIRED = 'Su sesión ha caducado. Inicie sesión de nuevo.';

describe('transport handlers', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => sessionStore.logout());

  it('sends a page loaded with a session that cannot be renewed to login, carrying its URL', async () => {
    // Tokens of a session that ended (e.g. the day before); the server refuses both.
    localStorage.setItem('access', 'caducado');
    localStorage.setItem('refresh', 'revocado');
    const server = createFakeServer((call) => {
      if (call.path === '/api/distribuidores/get-maintenance-status/')
        return { status: 200, body: { maintenance: false } };
      if (call.path === '/api/distribuidores/get-distribuidor-info/')
        return { status: 200, body: { id: 1, name: 'Demo', subdomain: 'demo', logo_url: null } };
      return { status: 401, body: { detail: 'Token caducado' } };
    });
    vi.stubGlobal('fetch', server.fetch);
    // As main.tsx starts the app: session first, then the router renders.
    const router = createMemoryRouter(appRoutes, { initialEntries: [PAGE] });
    wireTransportHandlers(router);
    await startSession(router);
    render(
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>,
    );

    await screen.findByLabelText('Usuario');
    expect(server.calls.map((call) => call.path)).toContain('/api/token-refresh/');
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(PAGE);
    // Issue 29: and says why.
    expect(screen.getByRole('status').textContent).toBe(EXPIRED);
  });

  it('sends a page whose token refresh failed to login, carrying its URL back', async () => {
    let sessionAlive = true;
    const server = createFakeServer((call) => {
      if (call.path === '/api/token/') return { status: 200, body: { access: 'a1', refresh: 'r1' } };
      if (!sessionAlive) return { status: 401, body: { detail: 'Token caducado' } };
      if (call.path === '/api/cuentas/detalle/') {
        return {
          status: 200,
          body: {
            id: 7,
            username: 'ana',
            nombre_completo: 'Ana',
            isAdmin: false,
            rol: { id: 4 },
            tenant_groups: [{ name: 'A' }],
          },
        };
      }
      return { status: 200, body: [] };
    });
    vi.stubGlobal('fetch', server.fetch);
    const router = createMemoryRouter(appRoutes, { initialEntries: ['/login'] });
    wireTransportHandlers(router);
    render(
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    // Logged in through the form, as a user is: the login route's chunk is loaded by then.
    await userEvent.type(await screen.findByLabelText('Usuario'), 'ana');
    await userEvent.type(screen.getByLabelText('Contraseña'), 'x{Enter}');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    await router.navigate(PAGE);
    await screen.findByRole('heading', { level: 1, name: 'ÁreaPersonal — Calendario' });

    // The access token and the refresh token are both refused from now on (SPEC §8).
    sessionAlive = false;
    await expect(api.get('/api/cuentas/detalle/')).rejects.toThrow();

    await screen.findByLabelText('Usuario');
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(PAGE);
    expect((await screen.findByRole('status')).textContent).toBe(EXPIRED);
  });

  it('says no session expired when a visitor, who had none, is answered 401', async () => {
    logoutReasonStorage.save({ kind: 'sinAcceso', pantalla: 'Administración' });
    vi.stubGlobal('fetch', createFakeServer(() => ({ status: 401, body: { detail: 'No' } })).fetch);
    wireTransportHandlers(createMemoryRouter(appRoutes, { initialEntries: ['/login'] }));

    await expect(api.get('/api/distribuidores/get-distribuidor-info/')).rejects.toThrow();
    // What the login screen already said stays.
    expect(logoutReasonStorage.read()).toEqual({ kind: 'sinAcceso', pantalla: 'Administración' });
  });
});
