import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROLE } from '@ventas/domain/permissions/roles';
import { sessionStore } from '../../session/session-store';
import { createFakeServer, type RecordedCall } from '../../test/fake-server';
import { AppProviders } from '../app-providers';
import { appRoutes } from '../router';

const WRONG_CURRENT = 'La contraseña actual no es correcta';

/**
 * The API of issue 16's gate: while the password must change, everything but the detail and the
 * change answers 403. The change checks the current password ('inicial1').
 */
function serveApi(mustChangeAtFirst = true) {
  let mustChange = mustChangeAtFirst;
  const server = createFakeServer((call: RecordedCall) => {
    if (call.path === '/api/token/') return { status: 200, body: { access: 'a1', refresh: 'r1' } };
    if (call.path === '/api/cuentas/detalle/') {
      const detail = {
        id: 7,
        username: 'ana',
        nombre_completo: 'Ana Pérez',
        isAdmin: false,
        rol: { id: ROLE.COMERCIAL },
        tenant_groups: [{ name: 'A' }],
        tipo_comercial: 'INTERNO',
        must_change_password: mustChange,
        plataforma: false,
      };
      return { status: 200, body: detail };
    }
    if (call.path === '/api/cuentas/cambiar-password/') {
      const body = call.body as { password_actual: string };
      if (body.password_actual !== 'inicial1') {
        return { status: 400, body: { password_actual: [WRONG_CURRENT] } };
      }
      mustChange = false;
      return { status: 200, body: { access: 'a2', refresh: 'r2' } };
    }
    if (mustChange) {
      return { status: 403, body: { detail: 'Debe cambiar su contraseña antes de continuar.' } };
    }
    return { status: 200, body: [] };
  });
  vi.stubGlobal('fetch', server.fetch);
  return server;
}

async function openApp(url: string, mustChange: boolean) {
  const server = serveApi(mustChange);
  await sessionStore.login({ username: 'ana', password: 'inicial1' });
  const router = createMemoryRouter(appRoutes, { initialEntries: [url] });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { server, router };
}

async function openAppLoggedIn(url: string) {
  const opened = await openApp(url, true);
  await screen.findByRole('heading', { level: 1, name: 'Cambiar contraseña' });
  return opened;
}

const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });

describe('a user whose password an Admin set', () => {
  afterEach(() => sessionStore.logout());

  it('is sent to the password change, with no menus whose calls would answer 403', async () => {
    const { server, router } = await openAppLoggedIn('/teletrabajo');
    expect(router.state.location.pathname).toBe('/cambiar-password');
    expect(screen.queryByRole('button', { name: 'Menú de usuario' })).toBeNull();
    expect(server.calls.map((call) => call.path)).toEqual(['/api/token/', '/api/cuentas/detalle/']);
  });

  it('sees the schema’s Spanish messages under the fields, and nothing is sent', async () => {
    const { server } = await openAppLoggedIn('/dashBoard');
    await userEvent.type(field('Nueva contraseña'), 'corta');
    await userEvent.type(field('Repita la nueva contraseña'), 'otra');
    await userEvent.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));

    expect(await screen.findByText('Indique su contraseña actual')).toBeTruthy();
    expect(screen.getByText('La contraseña debe tener al menos 8 caracteres')).toBeTruthy();
    expect(screen.getByText('Las contraseñas no coinciden')).toBeTruthy();
    expect(server.calls.some((call) => call.path === '/api/cuentas/cambiar-password/')).toBe(false);
  });

  it('sees the server’s refusal of the current password under that field, and stays', async () => {
    const { router } = await openAppLoggedIn('/dashBoard');
    await userEvent.type(field('Contraseña actual'), 'equivocada');
    await userEvent.type(field('Nueva contraseña'), 'Cielo-Azul-2026');
    await userEvent.type(field('Repita la nueva contraseña'), 'Cielo-Azul-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));

    expect(await screen.findByText(WRONG_CURRENT)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/cambiar-password');
    expect(localStorage.getItem('access')).toBe('a1');
  });

  it('changes it, keeps the new tokens and opens the dashboard with a notice', async () => {
    const { router, server } = await openAppLoggedIn('/dashBoard');
    await userEvent.type(field('Contraseña actual'), 'inicial1');
    await userEvent.type(field('Nueva contraseña'), 'Cielo-Azul-2026');
    await userEvent.type(field('Repita la nueva contraseña'), 'Cielo-Azul-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashBoard');
    expect(await screen.findByText(/Contraseña cambiada correctamente/)).toBeTruthy();
    // The welcome would replace the notice (one snackbar at a time): this login skips it.
    await expect(screen.findByText(/Bienvenid@/, {}, { timeout: 300 })).rejects.toThrow();
    expect(localStorage.getItem('access')).toBe('a2');
    expect(localStorage.getItem('refresh')).toBe('r2');
    expect(server.calls.find((call) => call.path === '/api/cuentas/cambiar-password/')?.body).toEqual({
      password_actual: 'inicial1',
      password: 'Cielo-Azul-2026',
      password2: 'Cielo-Azul-2026',
    });
  });
});

describe('a user with a password of their own', () => {
  afterEach(() => sessionStore.logout());

  it('opens the password change from the user menu, without the first-login notice', async () => {
    const { router } = await openApp('/dashBoard', false);
    await userEvent.click(await screen.findByRole('button', { name: 'Menú de usuario' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Cambiar contraseña' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Cambiar contraseña' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/cambiar-password');
    expect(screen.queryByText(/Un administrador le ha puesto/)).toBeNull();
  });
});
