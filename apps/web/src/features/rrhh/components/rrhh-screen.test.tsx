import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../../session/session-store';
import type { Handler, RecordedCall } from '../../../test/fake-server';
import { cuenta, renderWithApi } from '../test/rrhh-fixtures';
import { RrhhScreen } from './rrhh-screen';

const SLOW = { timeout: 8000 };
const LUCIA = cuenta();
const page = (results = [LUCIA]) => ({
  status: 200,
  body: { results, count: results.length, current: 1, count_exact: true },
});

/** Signs in as an Admin and shows /rrhh at `path` (`width` px wide); `api` answers the RRHH calls. */
async function renderRrhh(path: string, api: Handler, width = 1280) {
  const server = renderWithApi(
    <RouterProvider
      router={createMemoryRouter([{ path: '/rrhh', element: <RrhhScreen /> }], { initialEntries: [path] })}
    />,
    (call) => {
      if (call.path === '/api/token/') return { status: 200, body: { access: 'a', refresh: 'r' } };
      if (call.path === '/api/cuentas/detalle/')
        return {
          status: 200,
          body: {
            id: 2,
            username: 'admin',
            nombre_completo: 'Admin',
            isAdmin: false,
            rol: { id: 2 },
            tenant_groups: [],
          },
        };
      return api(call);
    },
    width,
  );
  await sessionStore.login({ username: 'admin', password: 'x' });
  return server;
}

const listPaths = (calls: RecordedCall[]) =>
  calls
    .filter((call) => call.method === 'GET' && call.path.startsWith('/api/cuentas/entradas/?'))
    .map((c) => c.path);

describe('/rrhh', { timeout: 30_000 }, () => {
  afterEach(() => sessionStore.logout());

  it('lists the people with their HR fields and sends the URL filters to the API', async () => {
    const server = await renderRrhh('/rrhh?estado=VACACIONES&rol=4', () => page(), 1600);

    expect(await screen.findByText('Lucía Gómez', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('Vacaciones')).toBeTruthy();
    expect(screen.getByText('•••• 1332')).toBeTruthy();
    expect(screen.getByText('1.234,50 €')).toBeTruthy();
    expect(screen.getByText('Calle Mayor 1, 28013 Madrid')).toBeTruthy();
    expect(listPaths(server.calls)[0]).toBe(
      '/api/cuentas/entradas/?estado=VACACIONES&rol=4&page=1&itemsPerPage=16&ordering=nombre',
    );
    const chips = within(screen.getByRole('list', { name: 'Filtros activos' })).getAllByRole('listitem');
    expect(chips.map((chip) => chip.textContent)).toEqual(['Estado: Vacaciones', 'Rol: Comercial']);
  });

  it('keeps only the name, the state and the actions on a 360 px phone', async () => {
    await renderRrhh('/rrhh', () => page(), 360);
    expect(await screen.findByText('Lucía Gómez', {}, SLOW)).toBeTruthy();
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Nombre', 'Estado', 'Acciones']);
  });

  it('says so when nobody matches the filters', async () => {
    await renderRrhh('/rrhh?estado=BAJA', () => page([]));
    expect(await screen.findByText('No hay cuentas que coincidan con los filtros', {}, SLOW)).toBeTruthy();
  });

  it('shows the load error with a retry', async () => {
    await renderRrhh('/rrhh', () => ({ status: 500, body: { detail: 'x' } }));
    expect(await screen.findByText('No se ha podido cargar la lista de personas.', {}, SLOW)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
  });

  it('exports the filtered list to xlsx through a job', async () => {
    const user = userEvent.setup();
    const server = await renderRrhh('/rrhh?tipo_comercial=DBL', (call) => {
      if (call.path.startsWith('/api/cuentas/entradas/download-xlsx/'))
        return { status: 200, body: { task_id: 't1' } };
      if (call.path.startsWith('/api/utils/task-status/'))
        return { status: 200, body: { state: 'STARTED', result: { filename: null, done: 1, total: 3 } } };
      return page();
    });
    await user.click(await screen.findByRole('button', { name: 'Exportar' }, SLOW));
    expect(await screen.findByText(/Exportando/)).toBeTruthy();
    const started = server.calls.find((call) => call.path.startsWith('/api/cuentas/entradas/download-xlsx/'));
    expect(started?.path).toBe('/api/cuentas/entradas/download-xlsx/?tipo_comercial=DBL');
  });

  it('deletes an account only after the confirmation that explains history is kept', async () => {
    const user = userEvent.setup();
    const server = await renderRrhh('/rrhh', (call) => (call.method === 'DELETE' ? { status: 204 } : page()));
    await user.click(await screen.findByRole('button', { name: 'Borrar Lucía Gómez' }, SLOW));
    const dialog = screen.getByRole('dialog', { name: 'Borrar cuenta' });
    expect(dialog.textContent).toMatch(/se desactiva y se conserva/);
    expect(server.calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Borrar' }));
    expect(await screen.findByText(/Cuenta de Lucía Gómez borrada correctamente/)).toBeTruthy();
    expect(server.calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/api/cuentas/entradas/7/',
    ]);
  });

  it('adds an availability period to a person', async () => {
    const user = userEvent.setup();
    const periodos: unknown[] = [];
    const server = await renderRrhh('/rrhh', (call) => {
      if (call.path.startsWith('/api/cuentas/disponibilidades/')) {
        if (call.method === 'POST') periodos.push({ id: 1, ...(call.body as object) });
        return {
          status: call.method === 'POST' ? 201 : 200,
          body: call.method === 'POST' ? periodos[0] : periodos,
        };
      }
      return page();
    });
    await user.click(await screen.findByRole('button', { name: 'Disponibilidad de Lucía Gómez' }, SLOW));
    expect(await screen.findByText('Sin periodos de disponibilidad registrados.')).toBeTruthy();
    await user.type(screen.getByLabelText(/Desde/), '2026-09-01');
    await user.click(screen.getByRole('button', { name: 'Añadir' }));

    expect(await screen.findByText('Desde el 01/09/2026')).toBeTruthy();
    const post = server.calls.find(
      (call) => call.method === 'POST' && call.path.includes('disponibilidades'),
    );
    expect(post?.body).toEqual({ commercial: 7, begin: '2026-09-01', end: null });
    await waitFor(() => expect(screen.queryByText('Sin periodos de disponibilidad registrados.')).toBeNull());
  });
});
