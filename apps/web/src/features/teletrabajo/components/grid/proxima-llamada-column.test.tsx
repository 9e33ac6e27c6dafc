import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../../session/session-store';
import { clienteRow } from '../../../../test/cliente-fixture';
import { renderTeletrabajoGrid, SLOW } from './grid-test-support';

const renderScreen = (path: string) =>
  // A laptop-wide screen: the secondary columns of a narrower one are hidden.
  renderTeletrabajoGrid(path, 1280, [
    clienteRow(1, 'Ana Pérez', { estado: 'AGENDADO', proxima_llamada: '2026-11-25T09:30:00.000Z' }),
    clienteRow(2, 'Luis Gil', { estado: 'AGENDADO' }),
  ]);

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
