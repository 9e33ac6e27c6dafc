import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../api/api';
import { apiCallLog } from '../../api/api-call-log';
import { sessionStore } from '../../session/session-store';
import { createFakeServer, stubViewportWidth, type Handler } from '../../test/fake-server';
import { AppProviders } from '../app-providers';
import { appRoutes } from '../router';
import { enableDeveloperMode } from './developer-mode';

function detail(rolId: number) {
  return {
    id: 1,
    username: 'sa',
    nombre_completo: 'Sara Admin',
    isAdmin: false,
    rol: { id: rolId },
    tenant_groups: [{ name: 'A' }],
    tipo_comercial: 'INTERNO',
  };
}

/** The fake API, each answer naming its request as the real one does (x-request-id). */
async function loginAs(rolId: number, answer: Handler = () => ({ status: 200, body: [] })) {
  const server = createFakeServer((call) => {
    if (call.path === '/api/token/') return { status: 200, body: { access: 'a1', refresh: 'r1' } };
    if (call.path === '/api/cuentas/detalle/') return { status: 200, body: detail(rolId) };
    return answer(call);
  });
  let requests = 0;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const response = await server.fetch(input, init);
    requests += 1;
    response.headers.set('x-request-id', `peticion-${requests}`);
    return response;
  });
  await sessionStore.login({ username: 'sa', password: 'x' });
  return server;
}

function renderApp(path: string) {
  stubViewportWidth(1280);
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

const developerButton = () => screen.queryByLabelText('Modo desarrollador');

describe('developer mode (SPEC §2, issue 29)', () => {
  afterEach(() => sessionStore.logout());

  it('turns on after eight taps on the version footer: the top bar then offers it', async () => {
    await loginAs(1);
    renderApp('/cambiar-password');
    const footer = (await screen.findByText(/^Versión /)).closest('button') as HTMLElement;
    expect(developerButton()).toBeNull();

    // Eight quick taps: fireEvent, as userEvent's pointer sequence per tap is slow in jsdom.
    for (let tap = 0; tap < 8; tap += 1) fireEvent.click(footer);
    expect(await screen.findByText(/Modo desarrollador activado/)).toBeTruthy();
    expect(await screen.findByLabelText('Modo desarrollador')).toBeTruthy();
    expect(apiCallLog.recording).toBe(true);
  });

  it('lists the last calls, the request id of a failed one, the API reference, and turns off', async () => {
    await loginAs(1, (call) =>
      call.path === '/api/tiendas/9/'
        ? { status: 500, body: { detail: 'Error interno' } }
        : { status: 200, body: [] },
    );
    enableDeveloperMode();
    renderApp('/cambiar-password');
    const button = await screen.findByLabelText('Modo desarrollador');
    // The layout turns the recording on in an effect, which a loaded machine may run after the
    // button is already on screen: the calls below must come after it, as a user's clicks do.
    await waitFor(() => expect(apiCallLog.recording).toBe(true));
    await api.get('/api/tiendas/');
    await expect(api.put('/api/tiendas/9/', { nombre: 'Centro' })).rejects.toMatchObject({ status: 500 });

    await userEvent.click(button);
    const panel = await screen.findByRole('dialog', { name: 'Modo desarrollador' });
    expect(within(panel).getByText(/^Versión \S+ · test/)).toBeTruthy();
    const rows = within(within(panel).getByRole('table', { name: 'Últimas llamadas a la API' })).getAllByRole(
      'row',
    );
    const cellsOf = (row: HTMLElement) =>
      within(row)
        .queryAllByRole('cell')
        .map((cell) => cell.textContent);
    /** The row of the newest call to exactly this path. */
    const cells = (path: string) => rows.map(cellsOf).find((row) => row[2] === path) ?? [];
    // Newest first: the failed call, with the id to quote; the one before, without.
    expect(cells('/api/tiendas/9/')).toEqual([
      expect.stringMatching(/^\d\d:\d\d:\d\d$/),
      'PUT',
      '/api/tiendas/9/',
      '500',
      expect.stringMatching(/^\d+ ms$/),
      expect.stringMatching(/^peticion-\d+$/),
    ]);
    expect(cells('/api/tiendas/').slice(1, 4)).toEqual(['GET', '/api/tiendas/', '200']);
    expect(cells('/api/tiendas/')[5]).toBe('');
    expect(cellsOf(rows[1]!)[2]).toBe('/api/tiendas/9/');
    expect(
      within(panel).getByRole('link', { name: 'Abrir la referencia de la API' }).getAttribute('href'),
    ).toBe('/api/docs');

    await userEvent.click(within(panel).getByRole('button', { name: 'Desactivar modo desarrollador' }));
    expect(await screen.findByText('Modo desarrollador desactivado')).toBeTruthy();
    expect(developerButton()).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Modo desarrollador' })).toBeNull();
    expect(apiCallLog.calls()).toEqual([]);
    expect(apiCallLog.recording).toBe(false);
  });

  it('downloads the OpenAPI document with the session, for a server that shows it to admins only', async () => {
    const server = await loginAs(1, (call) =>
      call.path === '/api/docs/json'
        ? { status: 200, body: { openapi: '3.1.0' } }
        : { status: 200, body: [] },
    );
    const saved: Blob[] = [];
    // jsdom has no object URLs; the browser's download itself is not this test's business.
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        saved.push(blob);
        return 'blob:openapi';
      },
      revokeObjectURL: () => {},
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    enableDeveloperMode();
    renderApp('/cambiar-password');

    await userEvent.click(await screen.findByLabelText('Modo desarrollador'));
    const panel = await screen.findByRole('dialog', { name: 'Modo desarrollador' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Descargar el documento OpenAPI' }));

    await vi.waitFor(() => expect(saved).toHaveLength(1));
    expect(JSON.parse(await saved[0]!.text())).toEqual({ openapi: '3.1.0' });
    expect(server.calls.find((call) => call.path === '/api/docs/json')?.authorization).toBe('Bearer a1');
  });

  it('ignores the flag for anyone but a SuperAdmin, and records nothing for them', async () => {
    await loginAs(2);
    enableDeveloperMode();
    renderApp('/cambiar-password');

    await screen.findByText(/^Versión /);
    expect(developerButton()).toBeNull();
    await api.get('/api/tiendas/');
    expect(apiCallLog.recording).toBe(false);
    expect(apiCallLog.calls()).toEqual([]);
  });
});
