import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../../test/test-providers';
import { createFakeServer, type Handler } from '../../../test/fake-server';
import { logoutReasonStorage } from '../../../session/logout-reason';
import { sessionStore } from '../../../session/session-store';
import { LoginScreen } from './login-screen';

const tenant = { id: 1, name: 'Tenant Demo', subdomain: 'demo', logo_url: null };
const userDetail = {
  id: 7,
  username: 'ana',
  nombre_completo: 'Ana Pérez',
  isAdmin: false,
  rol: { id: 4 },
  tenant_groups: [{ name: 'A' }],
  tipo_comercial: 'INTERNO',
};

function serve(handler: Handler) {
  const server = createFakeServer((call) => {
    if (call.path === '/api/distribuidores/get-distribuidor-info/') return { status: 200, body: tenant };
    return handler(call);
  });
  vi.stubGlobal('fetch', server.fetch);
  render(
    <TestProviders>
      <LoginScreen />
    </TestProviders>,
  );
  return server;
}

const tokenCalls = (calls: { path: string }[]) => calls.filter((call) => call.path === '/api/token/');

describe('login screen', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => sessionStore.logout());

  it('says nothing of a last session when none ended with a reason', async () => {
    serve(() => ({ status: 404 }));
    await screen.findByText('Tenant Demo');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it.each([
    [
      { kind: 'sinAcceso', pantalla: 'Gerencia — Reporte' } as const,
      'Se cerró la sesión porque su usuario no tiene acceso a «Gerencia — Reporte». ' +
        'Inicie sesión con un usuario que lo tenga.',
    ],
    [{ kind: 'caducada' } as const, 'Su sesión ha caducado. Inicie sesión de nuevo.'],
  ])('says why the last session ended (%o)', async (reason, text) => {
    sessionStore.logout(reason);
    serve(() => ({ status: 404 }));
    expect((await screen.findByRole('status')).textContent).toBe(text);
  });

  it('forgets the reason once the user is logged in again', async () => {
    sessionStore.logout({ kind: 'caducada' });
    serve((call) => {
      if (call.path === '/api/token/') return { status: 200, body: { access: 'a1', refresh: 'r1' } };
      if (call.path === '/api/cuentas/detalle/') return { status: 200, body: userDetail };
      if (call.path === '/api/utils/opciones/') return { status: 200, body: {} };
      return { status: 200, body: [] };
    });
    await userEvent.type(screen.getByLabelText('Usuario'), 'ana');
    await userEvent.type(screen.getByLabelText('Contraseña'), 'buena{Enter}');

    await vi.waitFor(() => expect(sessionStore.getSnapshot().phase).toBe('loggedIn'));
    expect(logoutReasonStorage.read()).toBeNull();
  });

  it('shows the tenant name when the tenant has no logo', async () => {
    serve(() => ({ status: 404 }));
    expect(await screen.findByText('Tenant Demo')).toBeTruthy();
  });

  it('does not send an empty form and shows both required messages', async () => {
    const server = serve(() => ({ status: 500 }));

    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));

    expect(await screen.findByText('Introduzca su Usuario')).toBeTruthy();
    expect(screen.getByText('Introduzca su Contraseña')).toBeTruthy();
    expect(tokenCalls(server.calls)).toHaveLength(0);
  });

  it('focuses the first empty field, and a message goes once its field is typed in', async () => {
    const server = serve(() => ({ status: 401 }));
    await userEvent.type(screen.getByLabelText('Usuario'), 'ana');

    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));

    expect(await screen.findByText('Introduzca su Contraseña')).toBeTruthy();
    expect(screen.queryByText('Introduzca su Usuario')).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('Contraseña'));
    await userEvent.type(screen.getByLabelText('Contraseña'), 'x');
    expect(screen.queryByText('Introduzca su Contraseña')).toBeNull();
    // Emptied again after a submit, it says so again, still without sending anything.
    await userEvent.clear(screen.getByLabelText('Usuario'));
    expect(screen.getByText('Introduzca su Usuario')).toBeTruthy();
    expect(tokenCalls(server.calls)).toHaveLength(0);
  });

  it("submits with Enter and shows 'Usuario o contraseña incorrectos' on 401", async () => {
    const server = serve(() => ({ status: 401, body: { detail: 'Usuario o contraseña incorrectos' } }));

    await userEvent.type(screen.getByLabelText('Usuario'), 'ana');
    await userEvent.type(screen.getByLabelText('Contraseña'), 'mala{Enter}');

    expect((await screen.findByRole('alert')).textContent).toBe('Usuario o contraseña incorrectos');
    expect(tokenCalls(server.calls)).toEqual([
      expect.objectContaining({ method: 'POST', body: { username: 'ana', password: 'mala' } }),
    ]);
    expect(sessionStore.getSnapshot().phase).toBe('loggedOut');
  });

  it('shows the server detail when logins are rate limited', async () => {
    const detail = 'Demasiados intentos. Inténtelo de nuevo en unos minutos.';
    serve(() => ({ status: 429, body: { detail } }));

    await userEvent.type(screen.getByLabelText('Usuario'), 'ana');
    await userEvent.type(screen.getByLabelText('Contraseña'), 'x{Enter}');

    expect((await screen.findByRole('alert')).textContent).toBe(detail);
  });

  it('logs in: stores the tokens, loads the user detail and the initial data', async () => {
    const server = serve((call) => {
      if (call.path === '/api/token/') return { status: 200, body: { access: 'a1', refresh: 'r1' } };
      if (call.path === '/api/cuentas/detalle/') return { status: 200, body: userDetail };
      if (call.path === '/api/utils/opciones/') return { status: 200, body: {} };
      return { status: 200, body: [] };
    });

    await userEvent.type(screen.getByLabelText('Usuario'), 'ana');
    await userEvent.type(screen.getByLabelText('Contraseña'), 'buena');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));

    await vi.waitFor(() => expect(sessionStore.getSnapshot().phase).toBe('loggedIn'));
    expect(localStorage.getItem('access')).toBe('a1');
    expect(localStorage.getItem('refresh')).toBe('r1');
    expect(server.calls.map((call) => call.path)).toEqual(
      expect.arrayContaining([
        '/api/cuentas/detalle/',
        '/api/utils/opciones/',
        '/api/utils/model-query/?model=origenBBDD',
        '/api/servicios/tipoobjetivo/',
      ]),
    );
    expect(server.calls.find((call) => call.path === '/api/cuentas/detalle/')?.authorization).toBe(
      'Bearer a1',
    );
  });
});
