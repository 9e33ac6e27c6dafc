import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../../api/query-client';
import { sessionStore } from '../../../../session/session-store';
import { createFakeServer, stubViewportWidth } from '../../../../test/fake-server';
import { TestProviders } from '../../../../test/test-providers';
import type { ClienteRecord } from '../../../clientes/clientes.public';
import { TeletrabajoScreen } from '../teletrabajo-screen';

const cliente = (id: number, nombre: string, proxima: string | null): ClienteRecord => ({
  id,
  nombre,
  documento: null,
  tipo_documento: null,
  telefonos_contacto: [],
  email: null,
  origen_bbdd: null,
  segmento: null,
  isp_actual: null,
  razon_no_interesado: null,
  direccion: { direccion: null, cp: null, localidad: null },
  fecha_contacto: null,
  comercial: null,
  notas: null,
  estado: 'AGENDADO',
  created_on: '2026-01-10T10:00:00.000Z',
  updated_on: '2026-01-10T10:00:00.000Z',
  last_atencion: null,
  proxima_llamada: proxima,
});

async function renderScreen(path: string) {
  // A laptop-wide screen: the secondary columns of a narrower one are hidden.
  stubViewportWidth(1280);
  const server = createFakeServer((call) => {
    if (call.path === '/api/token/') return { status: 200, body: { access: 'a1', refresh: 'r1' } };
    if (call.path === '/api/cuentas/detalle/') {
      return {
        status: 200,
        body: {
          id: 4,
          username: 'comercial',
          nombre_completo: 'Carmen',
          isAdmin: false,
          rol: { id: 4 },
          tenant_groups: [],
          tipo_comercial: 'TIENDA',
        },
      };
    }
    if (call.path.startsWith('/api/clientes/entradas/')) {
      const results = [cliente(1, 'Ana Pérez', '2026-11-25T09:30:00.000Z'), cliente(2, 'Luis Gil', null)];
      return { status: 200, body: { results, count: 2, current: 1, count_exact: true } };
    }
    return { status: 200, body: [] };
  });
  vi.stubGlobal('fetch', server.fetch);
  await sessionStore.login({ username: 'comercial', password: 'x' });
  const router = createMemoryRouter([{ path: '/teletrabajo', element: <TeletrabajoScreen /> }], {
    initialEntries: [path],
  });
  render(
    <TestProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  const listCalls = () =>
    server.calls.filter((call) => call.path.startsWith('/api/clientes/entradas/')).map((c) => c.path);
  return { router, listCalls };
}

// The data grid is heavy to render in jsdom; give the first paint time.
const SLOW = { timeout: 8000 };

describe("the telework grid's 'Próxima llamada' column", { timeout: 20_000 }, () => {
  afterEach(() => sessionStore.logout());

  it('shows the next callback in Madrid time, blank when none is pending, and orders by it', async () => {
    const { router, listCalls } = await renderScreen('/teletrabajo');

    const row = (await screen.findByText('Ana Pérez', {}, SLOW)).closest('[role="row"]') as HTMLElement;
    // 09:30 UTC is 10:30 in Madrid in November.
    expect(within(row).getByText('25/11/2026 10:30')).toBeTruthy();
    const header = screen.getByRole('columnheader', { name: 'Próxima llamada' });
    const otherRow = screen.getByText('Luis Gil').closest('[role="row"]') as HTMLElement;
    const column = header.getAttribute('aria-colindex');
    expect(otherRow.querySelector(`[aria-colindex="${column}"]`)?.textContent).toBe('');

    await userEvent.click(within(header).getByText('Próxima llamada'));
    expect(router.state.location.search).toBe('?ordering=proxima_llamada');
    await vi.waitFor(() =>
      expect(listCalls()).toContain(
        '/api/clientes/entradas/?page=1&itemsPerPage=25&ordering=proxima_llamada',
      ),
    );
  });
});
