import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AtencionView } from '@ventas/domain/telework/atenciones-contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../../api/query-client';
import { sessionStore } from '../../../../session/session-store';
import { TestProviders } from '../../../../test/test-providers';
import { historicoQuery } from '../../api/historico-query';
import { agendadosFakeApi, putsOf } from '../../test/agendados-fake-api';
import { NotaDialog } from './nota-dialog';

/** An attention of Ana's history; by default Carmen's (id 4) pending callback on 15 May at 10:00. */
const atencion = (cambios: Partial<AtencionView> = {}): AtencionView => ({
  id: 31,
  updated_on: '2025-05-12T09:00:00Z',
  comercial: { id: 4, nombre_completo: 'Carmen' },
  fechaContacto: '2025-05-12T09:00:00Z',
  estado: 'PENDIENTE',
  cliente: 7,
  notas: null,
  tipo: 'AGENDADO',
  tipo_llamada: null,
  agendado: { fechaAgendado: '2025-05-15T08:00:00.000Z' },
  no_interesado: null,
  gestion: null,
  oferta: null,
  ...cambios,
});
const OPCION = 'Marcar como hecho el agendado pendiente (15/05/2025 10:00)';

/** The note dialog over `historico`; `abierto`: the customer dialog had it loaded already. */
async function renderNota(historico: AtencionView[], { abierto = false } = {}) {
  const server = agendadosFakeApi('comercial', { historico });
  vi.stubGlobal('fetch', server.fetch);
  await sessionStore.login({ username: 'comercial', password: 'x' });
  const onClose = vi.fn();
  const queryClient = createQueryClient();
  if (abierto) queryClient.setQueryData(historicoQuery(7).queryKey, historico);
  render(
    <TestProviders queryClient={queryClient}>
      <NotaDialog cliente={{ id: 7, nombre: 'Ana Ruiz' }} onClose={onClose} />
    </TestProviders>,
  );
  await screen.findByRole('dialog', { name: /^Añadir nota/ });
  const posts = () =>
    server.calls.filter((call) => call.method === 'POST' && call.path.includes('notascliente'));
  return { user: userEvent.setup(), onClose, posts, puts: () => putsOf(server.calls) };
}

afterEach(() => sessionStore.logout());

describe('a note on a customer with a pending callback', () => {
  it('offers to mark the callback done, unticked: left so, only the note is saved', async () => {
    const { user, onClose, posts, puts } = await renderNota([atencion()]);
    const opcion = await screen.findByRole('checkbox', { name: OPCION });
    expect(opcion).toHaveProperty('checked', false);
    await user.type(screen.getByRole('textbox', { name: 'Nota' }), 'No contesta');
    await user.click(screen.getByRole('button', { name: 'Añadir' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posts().map((call) => call.body)).toEqual([{ nota: 'No contesta', cliente: 7 }]);
    expect(puts()).toEqual([]);
  });

  it('ticked, saves the note and then marks the callback done with the same PUT as its menu', async () => {
    const { user, onClose, posts, puts } = await renderNota([atencion()], { abierto: true });
    await user.type(screen.getByRole('textbox', { name: 'Nota' }), 'Contratará la semana que viene');
    await user.click(await screen.findByRole('checkbox', { name: OPCION }));
    await user.click(screen.getByRole('button', { name: 'Añadir' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posts()).toHaveLength(1);
    expect(puts()).toEqual([['/api/atenciones/agendado/31/', { estado: 'REALIZADO' }]]);
    expect((await screen.findByRole('alert')).textContent).toContain('Agendado marcado como hecho!');
  });

  it.each([
    ['no callback is pending', [atencion({ estado: 'REALIZADO' }), atencion({ id: 30, tipo: 'GESTION' })]],
    [
      "the pending one is another commercial's",
      [atencion({ comercial: { id: 5, nombre_completo: 'Lucía' } })],
    ],
  ])('offers nothing when %s', async (_caso, historico) => {
    await renderNota(historico, { abierto: true });
    expect(screen.getByRole('textbox', { name: 'Nota' })).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
