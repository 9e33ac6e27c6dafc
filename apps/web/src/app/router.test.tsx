import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { sessionStore } from '../session/session-store';
import { createFakeServer, stubViewportWidth } from '../test/fake-server';
import { AppProviders } from './app-providers';
import { appRoutes } from './router';

const today = new Date().toISOString();

function user(rolId: number, groups: string[], plataforma = false) {
  return {
    id: 7,
    username: 'ana',
    nombre_completo: 'Ana Pérez',
    isAdmin: false,
    rol: { id: rolId },
    tenant_groups: groups.map((name) => ({ name })),
    tipo_comercial: 'INTERNO',
    plataforma,
  };
}

async function loginAs(detail: ReturnType<typeof user>) {
  const server = createFakeServer((call) => {
    if (call.path === '/api/token/') return { status: 200, body: { access: 'a1', refresh: 'r1' } };
    if (call.path === '/api/cuentas/detalle/') return { status: 200, body: detail };
    if (call.path === '/api/cuentas/communicates/') {
      return {
        status: 200,
        body: [
          { id: 1, message_title: 'a', message_body: '', priority: 'LOW', created_on: today, is_read: false },
          { id: 2, message_title: 'b', message_body: '', priority: 'LOW', created_on: today, is_read: true },
        ],
      };
    }
    if (call.path === '/api/distribuidores/get-distribuidor-info/') {
      return { status: 200, body: { id: 1, name: 'Demo', subdomain: 'demo', logo_url: null } };
    }
    // The screens' own calls are their tests' business: here they are simply not there.
    if (call.path.startsWith('/api/comerciales/gerencia') || call.path.startsWith('/api/atenciones/stats'))
      return { status: 404, body: { detail: 'No encontrado.' } };
    return { status: 200, body: [] };
  });
  vi.stubGlobal('fetch', server.fetch);
  await sessionStore.login({ username: 'ana', password: 'x' });
  return server;
}

function renderApp(path: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

const linkNames = (element: HTMLElement) =>
  within(element)
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('app router', () => {
  afterEach(() => sessionStore.logout());

  it('sends a visitor to the login form', async () => {
    vi.stubGlobal('fetch', createFakeServer(() => ({ status: 404 })).fetch);
    const router = renderApp('/teletrabajo');

    expect(await screen.findByLabelText('Usuario')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    await waitFor(() => expect(document.title).toBe('Iniciar sesión · Ventas'));
    expect(screen.queryByRole('navigation', { name: 'Menú principal' })).toBeNull();
  });

  it('shows a manager Gerencia (its first tab), the search field and the drawer entries allowed', async () => {
    stubViewportWidth(1280);
    await loginAs(user(3, ['A']));
    const router = renderApp('/gerencia');

    expect(await screen.findByRole('heading', { level: 1, name: 'Gerencia — Comerciales' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/gerencia/comerciales');
    // Each screen names the browser tab.
    await waitFor(() => expect(document.title).toBe('Gerencia — Comerciales · Ventas'));
    expect(linkNames(screen.getByRole('navigation', { name: 'Menú principal' }))).toEqual([
      'Dashboard',
      'Gerencia',
      'Teletrabajo',
      'Ofertas',
      'ÁreaPersonal',
      'Administración',
      'Dispositivos',
      'Tiendas',
      'Tutoriales',
    ]);
    // Issue 29: Gerencia's screens are tabs above it, the one on display current.
    const tabs = screen.getByRole('tablist', { name: 'Pantallas de Gerencia' });
    expect(within(tabs).getByRole('tab', { selected: true }).textContent).toBe('Comerciales');
    expect(screen.getByText('Ana Pérez')).toBeTruthy();
    expect(screen.getByText('Manager')).toBeTruthy();
    expect(screen.getByText(/^Versión /)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Abrir menú' })).toBeNull();

    await userEvent.type(screen.getByLabelText('Buscar'), 'ana');
    expect(router.state.location.search).toBe('?search=ana');
  });

  it('logs out a comercial who opens an administration route', async () => {
    await loginAs(user(4, ['A']));
    const router = renderApp('/ManagementBase');

    expect(await screen.findByLabelText('Usuario')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('access')).toBeNull();
    expect(sessionStore.getSnapshot().phase).toBe('loggedOut');
    // Issue 29: the login screen says why.
    expect(screen.getByRole('status').textContent).toBe(
      'Se cerró la sesión porque su usuario no tiene acceso a «Administración». ' +
        'Inicie sesión con un usuario que lo tenga.',
    );
  });

  it('lands the platform’s SuperAdmin on Distribuidores, with only the platform’s entries', async () => {
    stubViewportWidth(1280);
    await loginAs(user(1, [], true));
    const router = renderApp('/login');

    expect(await screen.findByRole('heading', { level: 1, name: 'Distribuidores' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/distribuidores');
    await waitFor(() => expect(document.title).toBe('Distribuidores · Ventas'));
    expect(linkNames(screen.getByRole('navigation', { name: 'Menú principal' }))).toEqual([
      'Distribuidores',
      'RRHH',
      'Auditoría',
    ]);
    const tabs = screen.getByRole('tablist', { name: 'Pantallas de Distribuidores' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Distribuidores', 'Grupos', 'Permisos']);
    // No Comunicados in the user menu: the platform has no such page.
    await userEvent.click(screen.getByRole('button', { name: 'Menú de usuario' }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual([
      'Cambiar contraseña',
      'Cerrar sesión',
    ]);
  });

  it('sends a logged-in user on an unknown path to the dashboard', async () => {
    await loginAs(user(4, ['A']));
    const router = renderApp('/no-existe');

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashBoard');
  });

  it('opens the offer configurator on a page load (a reload, a new tab), not the calculadora', async () => {
    await loginAs(user(4, ['A']));
    const router = renderApp('/offerconfigurator/12');

    expect(await screen.findByRole('heading', { name: 'Configurador de ofertas' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/offerconfigurator/12');
  });

  it('shows the bottom bar on extra-small screens, except on the offer configurator', async () => {
    stubViewportWidth(400);
    await loginAs(user(4, ['A']));
    const router = renderApp('/teletrabajo');

    const bottomBar = await screen.findByRole('navigation', { name: 'Navegación inferior' });
    expect(linkNames(bottomBar)).toEqual(['Dashboard', 'Teletrabajo', 'Dispositivos', 'ÁreaPersonal']);
    await router.navigate('/offerconfigurator/3');
    await screen.findByRole('heading', { name: 'Configurador de ofertas' });
    expect(screen.queryByRole('navigation', { name: 'Navegación inferior' })).toBeNull();
  });

  it('opens the drawer from the menu button on small screens', async () => {
    stubViewportWidth(700);
    await loginAs(user(2, ['D']));
    renderApp('/dashBoard');

    await userEvent.click(await screen.findByRole('button', { name: 'Abrir menú' }));
    const nav = await screen.findByRole('navigation', { name: 'Menú principal' });
    expect(linkNames(nav)).toEqual([
      'Dashboard',
      'Gerencia',
      'Teletrabajo',
      'Ofertas',
      'RetailX',
      'ÁreaPersonal',
      'Administración',
      'RRHH',
    ]);
  });

  it('has a user menu with the unread count and a log out', async () => {
    await loginAs(user(4, ['A']));
    const router = renderApp('/dashBoard');

    await userEvent.click(await screen.findByRole('button', { name: 'Menú de usuario' }));
    const comunicados = await screen.findByRole('menuitem', { name: /Comunicados/ });
    await vi.waitFor(() => expect(comunicados.textContent).toContain('1'));
    expect(comunicados.getAttribute('href')).toBe('/areapersonal/mizona');

    await userEvent.click(screen.getByRole('menuitem', { name: 'Cerrar sesión' }));
    await screen.findByLabelText('Usuario');
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.length).toBe(0);
  });

  it('checks the communications again on each navigation', async () => {
    const server = await loginAs(user(4, ['A']));
    const router = renderApp('/dashBoard');
    const checks = () => server.calls.filter((call) => call.path === '/api/cuentas/communicates/').length;

    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    await vi.waitFor(() => expect(checks()).toBe(1));
    await router.navigate('/teletrabajo');
    await vi.waitFor(() => expect(checks()).toBe(2));
  });
});
