import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../../api/query-client';
import { createFakeServer, stubViewportWidth, type RecordedCall } from '../../../../test/fake-server';
import { TestProviders } from '../../../../test/test-providers';
import { ClawbackDialog } from './clawback-dialog';

function renderDialog(onClose = vi.fn()) {
  stubViewportWidth(1280);
  const server = createFakeServer((call: RecordedCall) =>
    call.method === 'PUT'
      ? {
          status: 200,
          body: { meses_por_defecto: 4, operadores: (call.body as { operadores: unknown[] }).operadores },
        }
      : { status: 200, body: { meses_por_defecto: 4, operadores: [{ operador: 'B', meses: 2 }] } },
  );
  vi.stubGlobal('fetch', server.fetch);
  render(
    <TestProviders queryClient={createQueryClient()}>
      <ClawbackDialog onClose={onClose} />
    </TestProviders>,
  );
  return { server, onClose };
}

describe('ClawbackDialog', () => {
  it('shows each operator’s window and saves the edited list whole', async () => {
    const { server, onClose } = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Plazos de cancelación' });
    expect(await within(dialog).findByDisplayValue('B')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Añadir operador' }));
    const operadores = within(dialog).getAllByLabelText('Operador');
    await userEvent.type(operadores[1]!, 'D');
    const meses = within(dialog).getAllByLabelText('Meses');
    await userEvent.clear(meses[1]!);
    await userEvent.type(meses[1]!, '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      operadores: [
        { operador: 'B', meses: 2 },
        { operador: 'D', meses: 0 },
      ],
    });
  });

  it('refuses a window beyond 24 months before sending it', async () => {
    const { server } = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Plazos de cancelación' });
    const meses = await within(dialog).findByDisplayValue('2');
    await userEvent.clear(meses);
    await userEvent.type(meses, '30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Un número entero de meses, de 0 a 24')).toBeTruthy();
    expect(server.calls.some((c) => c.method === 'PUT')).toBe(false);
  });
});
