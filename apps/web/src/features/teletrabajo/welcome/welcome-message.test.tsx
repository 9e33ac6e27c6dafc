import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { madridToday } from '@ventas/domain/time/madrid';
import { TestProviders } from '../../../test/test-providers';
import { createQueryClient } from '../../../api/query-client';
import { createFakeServer } from '../../../test/fake-server';
import { sessionStore } from '../../../session/session-store';
import { WelcomeMessage } from './welcome-message';
import { keepEveryStyleRule } from '../../../test/style-rules-in-jsdom';
import { agendadoRow } from '../../../test/agendado-fixture';

// This file reads its z-index: every style rule is inserted (style-rules-in-jsdom.ts).
keepEveryStyleRule();

async function loginAs(rolId: number, agendados: number) {
  const server = createFakeServer((call) => {
    if (call.path === '/api/token/') return { status: 200, body: { access: 'a1', refresh: 'r1' } };
    if (call.path === '/api/cuentas/detalle/') {
      return {
        status: 200,
        body: {
          id: 3,
          username: 'marta',
          nombre_completo: 'Marta Gerente',
          isAdmin: false,
          rol: { id: rolId },
          tenant_groups: [],
          tipo_comercial: 'TIENDA',
        },
      };
    }
    if (call.path.startsWith('/api/clientes/agendados/'))
      return { status: 200, body: Array.from({ length: agendados }, (_, i) => agendadoRow(i + 1)) };
    if (call.path === '/api/utils/opciones/') return { status: 200, body: {} };
    return { status: 200, body: [] };
  });
  vi.stubGlobal('fetch', server.fetch);
  await sessionStore.login({ username: 'marta', password: 'x' });
  return server;
}

/** The welcome inside a router (its link navigates), starting on the dashboard. */
function show() {
  const router = createMemoryRouter([{ path: '*', element: <WelcomeMessage /> }], {
    initialEntries: ['/dashBoard'],
  });
  const view = render(
    <TestProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { router, unmount: view.unmount };
}

const agendadosCalls = (server: Awaited<ReturnType<typeof loginAs>>) =>
  server.calls.filter((call) => call.path.startsWith('/api/clientes/agendados/')).map((call) => call.path);

/** The telework list of the owner's customers whose next callback is today, soonest first. */
const todaysCallbacksUrl = (owner: number) => {
  const today = madridToday();
  return (
    `/teletrabajo?proxima_llamada_comercial=${owner}` +
    `&proxima_llamada_after=${today}&proxima_llamada_before=${today}&ordering=proxima_llamada`
  );
};

describe('welcome message after login', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => sessionStore.logout());

  it('greets a manager with their own agendados for today, once per login', async () => {
    const server = await loginAs(3, 2);
    const first = show();

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Bienvenid@ Marta Gerente, agendados para hoy: 2')).toBeTruthy();
    expect(agendadosCalls(server)).toEqual(['/api/clientes/agendados/?range=today&comercial=3']);

    first.unmount();
    show(); // a reload of the same login
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(agendadosCalls(server)).toHaveLength(1);
  });

  it('links the count to the list of exactly those customers, and follows it inside the app', async () => {
    await loginAs(3, 2);
    const { router } = show();

    const link = within(await screen.findByRole('alert')).getByRole('link', { name: 'Ver agendados' });
    expect(link.getAttribute('href')).toBe(todaysCallbacksUrl(3));

    await userEvent.click(link);
    const { pathname, search } = router.state.location;
    expect(`${pathname}${search}`).toBe(todaysCallbacksUrl(3));
  });

  it("links a Comercial's count to their own callbacks (the server scopes the customers)", async () => {
    const server = await loginAs(4, 1);
    show();

    const link = within(await screen.findByRole('alert')).getByRole('link', { name: 'Ver agendados' });
    expect(link.getAttribute('href')).toBe(todaysCallbacksUrl(3));
    expect(agendadosCalls(server)).toEqual(['/api/clientes/agendados/?range=today']);
  });

  it('offers no link when there is nothing to call today', async () => {
    await loginAs(3, 0);
    show();

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Bienvenid@ Marta Gerente, agendados para hoy: 0')).toBeTruthy();
    expect(within(alert).queryByRole('link')).toBeNull();
  });

  // Issue 29: it covered dialog footers for its 10 s. Now beneath any dialog: MUI's modals sit at
  // z-index 1300, its snackbars (the other notices) at 1400.
  it('sits beneath any dialog, so a dialog opened meanwhile covers it', async () => {
    await loginAs(3, 2);
    show();

    const toast = (await screen.findByRole('alert')).closest('.MuiSnackbar-root');
    expect(Number(getComputedStyle(toast as Element).zIndex)).toBe(1299);
  });

  it('says nothing to an admin', async () => {
    const server = await loginAs(2, 2);
    show();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(agendadosCalls(server)).toEqual([]);
  });
});
