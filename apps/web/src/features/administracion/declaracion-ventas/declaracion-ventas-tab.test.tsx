import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ActivacionPendiente } from '@ventas/domain/ofertas/declaracion-venta-contract';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../api/query-client';
import {
  createFakeServer,
  stubViewportWidth,
  type RecordedCall,
  type Reply,
} from '../../../test/fake-server';
import { TestProviders } from '../../../test/test-providers';
import { DeclaracionVentasTab } from './declaracion-ventas-tab';

const AJUSTE = '/api/distribuidores/declaracion-ventas/';
const PENDIENTES = '/api/atenciones/ofertas/activaciones-pendientes/';

const PENDIENTE: ActivacionPendiente = {
  oferta: 31,
  cliente: 12,
  clienteNombre: 'Lucía Fernández',
  comercial: { id: 4, nombre_completo: 'Carlos Comercial' },
  estado: 2,
  estadoLabel: 'Presentada',
  solicitud: {
    estado: 4,
    estadoLabel: 'Activada',
    solicitadaPor: { id: 4, nombre_completo: 'Carlos Comercial' },
    // 14 May 2025, 12:00 in Madrid.
    solicitadaEl: '2025-05-14T10:00:00Z',
  },
};

function renderTab(puedeCambiar: boolean) {
  stubViewportWidth(1280);
  let modo = 'COMERCIAL_ACTIVA';
  const server = createFakeServer((call: RecordedCall): Reply => {
    if (call.path === AJUSTE && call.method === 'PUT') {
      modo = (call.body as { modo: string }).modo;
      return { status: 200, body: { modo } };
    }
    if (call.path === AJUSTE) return { status: 200, body: { modo } };
    if (call.path === PENDIENTES) return { status: 200, body: [PENDIENTE] };
    return { status: 404, body: { detail: 'No encontrado.' } };
  });
  vi.stubGlobal('fetch', server.fetch);
  render(
    <TestProviders queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={['/ManagementBase?tab=declaracion-ventas']}>
        <DeclaracionVentasTab puedeCambiar={puedeCambiar} />
      </MemoryRouter>
    </TestProviders>,
  );
  return { server, user: userEvent.setup() };
}

describe('Administración · Declaración de ventas', () => {
  it('lets an Admin switch to "Un manager confirma", and lists the pending requests', async () => {
    const { server, user } = renderTab(true);
    const actual = await screen.findByRole('radio', { name: /^El comercial activa/ });
    expect((actual as HTMLInputElement).checked).toBe(true);
    const guardar = screen.getByRole('button', { name: 'Guardar' });
    expect((guardar as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('radio', { name: /^Un manager confirma/ }));
    await user.click(guardar);
    await screen.findByText('Declaración de ventas guardada', { exact: false });
    expect(server.calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { modo: 'MANAGER_CONFIRMA' },
    ]);

    const tabla = await screen.findByRole('table', { name: 'Activaciones pendientes de confirmar' });
    const celdas = within(tabla)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(celdas).toEqual([
      'Oferta n.º 31',
      'Lucía Fernández',
      'Carlos Comercial',
      'Presentada → Activada',
      '14/05/2025 12:00',
    ]);
    expect(within(tabla).getByRole('link', { name: 'Oferta n.º 31' }).getAttribute('href')).toMatch(
      /^\/offerconfigurator\/12\?oferta=31&/,
    );
  });

  it('shows a Manager the setting without letting them change it', async () => {
    renderTab(false);
    const radio = await screen.findByRole('radio', { name: /^Un manager confirma/ });
    await waitFor(() => expect((radio as HTMLInputElement).disabled).toBe(true));
    expect(screen.queryByRole('button', { name: 'Guardar' })).toBeNull();
    expect(screen.getByText('Solo un administrador puede cambiarla.')).toBeTruthy();
  });
});
