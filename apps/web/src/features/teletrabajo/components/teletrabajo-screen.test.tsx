import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { TestProviders } from '../../../test/test-providers';
import { createQueryClient } from '../../../api/query-client';
import { createFakeServer, stubViewportWidth, type Handler } from '../../../test/fake-server';
import { sessionStore } from '../../../session/session-store';
import { clienteRow } from '../../../test/cliente-fixture';
import { TeletrabajoScreen } from './teletrabajo-screen';

const cliente = (id: number, nombre: string) =>
  clienteRow(id, nombre, {
    documento: '12345678Z',
    tipo_documento: 'DNI',
    telefonos_contacto: ['600123456'],
    direccion: { direccion: null, cp: '28013', localidad: 'Madrid' },
    estado: 'NO_INTERESADO',
  });

async function renderScreen(path: string, list: Handler) {
  stubViewportWidth(1280);
  const server = createFakeServer((call) => {
    if (call.path === '/api/token/') return { status: 200, body: { access: 'a1', refresh: 'r1' } };
    if (call.path === '/api/cuentas/detalle/') {
      return {
        status: 200,
        body: {
          id: 2,
          username: 'admin',
          nombre_completo: 'Alberto',
          isAdmin: false,
          rol: { id: 2 },
          tenant_groups: [],
          tipo_comercial: 'TIENDA',
        },
      };
    }
    if (call.path.startsWith('/api/clientes/entradas/')) return list(call);
    if (call.path === '/api/utils/opciones/') return { status: 200, body: {} };
    return { status: 200, body: [] };
  });
  vi.stubGlobal('fetch', server.fetch);
  await sessionStore.login({ username: 'admin', password: 'x' });
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

describe('telework screen', { timeout: 20_000 }, () => {
  afterEach(() => sessionStore.logout());

  it('lists the customers with click-to-call links and sends the URL filters to the API', async () => {
    const { listCalls } = await renderScreen('/teletrabajo?estadoOferta=1&estadoOferta=2&nombre=ana', () => ({
      status: 200,
      body: { results: [cliente(1, 'Ana Pérez')], count: 1, current: 1, count_exact: true },
    }));

    expect(await screen.findByText('Ana Pérez', {}, SLOW)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Llamar al 600123456' }).getAttribute('href')).toBe(
      'tel:+34600123456',
    );
    expect(screen.getByText('No interesado')).toBeTruthy();
    expect(listCalls()).toEqual([
      '/api/clientes/entradas/?nombre=ana&estadoOferta=1&estadoOferta=2&page=1&itemsPerPage=25&ordering=-updated_on',
    ]);
    const chips = within(screen.getByRole('list', { name: 'Filtros activos' })).getAllByRole('listitem');
    expect(chips.map((chip) => chip.textContent)).toEqual([
      'Nombre: ana',
      'Estado de la oferta: Pendiente',
      'Estado de la oferta: Presentada',
    ]);
    // Two filters set (a list counts once): the button says so, in Spanish agreement.
    expect(screen.getByRole('button', { name: 'Filtros, 2 activos' })).toBeTruthy();
  });

  it('says the count is approximate when the API estimated it', async () => {
    await renderScreen('/teletrabajo', () => ({
      status: 200,
      body: { results: [cliente(3, 'Eva Sanz')], count: 278_167, current: 1, count_exact: false },
    }));
    expect(await screen.findByText('unos 278.167 clientes', {}, SLOW)).toBeTruthy();
  });

  it("reloads at page 1 when the server says 'Página inválida.'", async () => {
    const { router, listCalls } = await renderScreen('/teletrabajo?page=4', (call) =>
      call.path.includes('page=4')
        ? { status: 404, body: { detail: 'Página inválida.' } }
        : {
            status: 200,
            body: { results: [cliente(2, 'Luis Gil')], count: 1, current: 1, count_exact: true },
          },
    );

    expect(await screen.findByText('Luis Gil', {}, SLOW)).toBeTruthy();
    expect(router.state.location.search).toBe('');
    expect(listCalls().map((path) => new URLSearchParams(path.split('?')[1]).get('page'))).toEqual([
      '4',
      '1',
    ]);
    expect(screen.queryByText('No se ha podido cargar la lista de clientes.')).toBeNull();
  });

  it('keeps a deep-linked page and order instead of jumping back to the first page', async () => {
    const { router, listCalls } = await renderScreen('/teletrabajo?page=2&ordering=nombre', () => ({
      status: 200,
      body: { results: [cliente(30, 'Zoe Ruiz')], count: 30, current: 2, count_exact: true },
    }));

    expect(await screen.findByText('Zoe Ruiz', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('26–30 de 30')).toBeTruthy();
    // The grid's own page corrections run on a timer: give them the chance.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(router.state.location.search).toBe('?page=2&ordering=nombre');
    expect(new Set(listCalls())).toEqual(
      new Set(['/api/clientes/entradas/?page=2&itemsPerPage=25&ordering=nombre']),
    );
  });

  it('offers to clear the filters when nothing matches', async () => {
    const { router } = await renderScreen('/teletrabajo?nombre=zzz&itemsPerPage=50', () => ({
      status: 200,
      body: { results: [], count: 0, current: 1, count_exact: true },
    }));

    expect(await screen.findByText('No hay clientes que coincidan con los filtros', {}, SLOW)).toBeTruthy();
    await userEvent.click(within(screen.getByRole('grid')).getByRole('button', { name: 'Limpiar filtros' }));
    expect(router.state.location.search).toBe('?itemsPerPage=50');
  });
});
