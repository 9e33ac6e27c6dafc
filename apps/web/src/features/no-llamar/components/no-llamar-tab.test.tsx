import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { NoLlamar } from '@ventas/domain/no-llamar/no-llamar-contract';
import { createQueryClient } from '../../../api/query-client';
import {
  createFakeServer,
  stubViewportWidth,
  type RecordedCall,
  type Reply,
} from '../../../test/fake-server';
import { TestProviders } from '../../../test/test-providers';
import { NoLlamarTab } from './no-llamar-tab';

const SLOW = { timeout: 8000 };
const FILA: NoLlamar = {
  id: 3,
  telefono: '600112233',
  cliente: { id: 7, nombre: 'Ana García' },
  fuente: 'cliente',
  motivo: 'Lo pidió en la llamada',
  creado_por: 'Admin Prueba',
  created_on: '2026-01-10T09:00:00.000Z',
};
const page = (results: NoLlamar[]) => ({ results, count: results.length, current: 1, count_exact: true });

function renderTab(options: {
  rows?: NoLlamar[];
  width?: number;
  answer?: (call: RecordedCall) => Reply | undefined;
}) {
  stubViewportWidth(options.width ?? 1280);
  const server = createFakeServer((call) => {
    const own = options.answer?.(call);
    if (own) return own;
    if (call.path.startsWith('/api/no-llamar/?')) return { status: 200, body: page(options.rows ?? [FILA]) };
    return { status: 404, body: { detail: 'No encontrado.' } };
  });
  vi.stubGlobal('fetch', server.fetch);
  const router = createMemoryRouter([{ path: '/databaseManagement', element: <NoLlamarTab /> }], {
    initialEntries: ['/databaseManagement?tab=no-llamar'],
  });
  render(
    <TestProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return server;
}

describe('NoLlamarTab', () => {
  it('lists each phone as plain text with its customer, source, reason and author', async () => {
    renderTab({});
    const grid = await screen.findByRole('grid', {}, SLOW);
    expect(await within(grid).findByText('600112233', {}, SLOW)).toBeTruthy();
    expect(within(grid).getByRole('link', { name: 'Ana García' }).getAttribute('href')).toBe(
      '/teletrabajo?cliente=7',
    );
    expect(within(grid).getByText('Cliente (en llamada)')).toBeTruthy();
    expect(within(grid).getByText('Lo pidió en la llamada')).toBeTruthy();
    expect(grid.querySelector('a[href^="tel:"]')).toBeNull();
  });

  it('says so when the list is empty', async () => {
    renderTab({ rows: [] });
    expect(await screen.findByText('Ningún teléfono en la lista de no llamar', {}, SLOW)).toBeTruthy();
  });

  it('adds a phone, refusing a bad one before calling the API', async () => {
    const user = userEvent.setup();
    const server = renderTab({
      answer: (call) => (call.method === 'POST' ? { status: 201, body: FILA } : undefined),
    });
    await user.click(await screen.findByRole('button', { name: 'Añadir teléfono' }, SLOW));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Teléfono/), '123');
    await user.click(within(dialog).getByRole('button', { name: 'Añadir' }));
    expect(await within(dialog).findByText(/Teléfono no válido/)).toBeTruthy();
    expect(server.calls.filter((call) => call.method === 'POST')).toEqual([]);
    await user.clear(within(dialog).getByLabelText(/Teléfono/));
    await user.type(within(dialog).getByLabelText(/Teléfono/), '600 11 22 33');
    await user.click(within(dialog).getByRole('button', { name: 'Añadir' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = server.calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({ telefono: '600 11 22 33', motivo: '' });
  });

  it('uploads a list and shows its counts and invalid rows', async () => {
    const user = userEvent.setup();
    renderTab({
      answer: (call) =>
        call.path === '/api/no-llamar/importar/'
          ? {
              status: 200,
              body: {
                filas: 4,
                nuevos: 2,
                ya_estaban: 1,
                repetidos: 0,
                invalidos: 1,
                muestras_invalidas: [
                  { fila: 5, valor: '=1+1', motivo: 'Fórmula no permitida: escriba el número' },
                ],
              },
            }
          : undefined,
    });
    await user.click(await screen.findByRole('button', { name: 'Subir lista' }, SLOW));
    const dialog = await screen.findByRole('dialog');
    await user.upload(
      within(dialog).getByLabelText('Fichero de teléfonos'),
      new File(['600112233'], 'lista.csv'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Subir' }));
    expect(
      await within(dialog).findByText(
        '4 filas leídas: 2 nuevos, 1 ya estaban, 0 repetidos en el fichero y 1 inválidos.',
      ),
    ).toBeTruthy();
    const table = within(dialog).getByRole('table', { name: 'Filas inválidas' });
    expect(within(table).getByText('Fórmula no permitida: escriba el número')).toBeTruthy();
  });
});
