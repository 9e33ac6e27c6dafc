import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { createQueryClient } from '../../../../api/query-client';
import { sessionStore } from '../../../../session/session-store';
import { TestProviders } from '../../../../test/test-providers';
import { MUESTRA_AGENDADOS } from '../../api/agendados-cache';
import { clienteKeys } from '../../api/cliente-query-keys';
import { agendadosFakeApi, putsOf, type AgendadosFakeOptions, type Rol } from '../../test/agendados-fake-api';
import { AgendadoAcciones } from './agendado-acciones';
import type { AgendadoRef } from './agendado-ref';

/** Carmen's (id 4) callback with Ana on Thursday 15 May 2025 at 10:00, Madrid time. */
const AGENDADO: AgendadoRef = {
  id: 31,
  estado: 'PENDIENTE',
  fechaAgendado: '2025-05-15T08:00:00.000Z',
  notas: 'Quiere fibra',
  cliente: { id: 7, nombre: 'Ana Ruiz' },
  comercialId: 4,
};
const PUT_PATH = '/api/atenciones/agendado/31/';

/** What other screens hold: the dashboard's and the calendar's reads, the customer list and history. */
const LECTURAS: Record<string, { queryKey: readonly unknown[]; meta?: Record<string, unknown> }> = {
  dashboard: { queryKey: ['dashboard', 'agendados', 'todos'], meta: MUESTRA_AGENDADOS },
  calendario: { queryKey: ['calculadora', 'calendario', '2025-05', 'propio'], meta: MUESTRA_AGENDADOS },
  clientes: { queryKey: [...clienteKeys.clientes, 'list', {}] },
  historico: { queryKey: clienteKeys.historico(7) },
  ajena: { queryKey: ['calculadora', 'objetivos'] },
};

async function renderAcciones(
  agendado: Partial<AgendadoRef> = {},
  { rol = 'comercial', ...options }: AgendadosFakeOptions & { rol?: Rol } = {},
) {
  // Only the clock's date is fixed (Wednesday 14 May 2025, 12:00 in Madrid): timers still run.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2025-05-14T10:00:00Z') });
  onTestFinished(() => {
    vi.useRealTimers();
  });
  const server = agendadosFakeApi(rol, options);
  vi.stubGlobal('fetch', server.fetch);
  await sessionStore.login({ username: rol, password: 'x' });
  const queryClient = createQueryClient();
  for (const lectura of Object.values(LECTURAS))
    await queryClient.prefetchQuery({ ...lectura, queryFn: () => 'leído' });
  render(
    <TestProviders queryClient={queryClient}>
      <AgendadoAcciones agendado={{ ...AGENDADO, ...agendado }} />
    </TestProviders>,
  );
  const releidas = () =>
    Object.entries(LECTURAS)
      .filter(([, { queryKey }]) => queryClient.getQueryState(queryKey)?.isInvalidated)
      .map(([nombre]) => nombre);
  return { user: userEvent.setup(), puts: () => putsOf(server.calls), releidas };
}

const menu = () => screen.getByRole('button', { name: 'Acciones de agendado de Ana Ruiz' });
const snackbar = () => screen.findByRole('alert');

afterEach(() => sessionStore.logout());

describe("a callback's actions", () => {
  it('marks it done from the keyboard, says so, and refreshes every screen that shows callbacks', async () => {
    const { user, puts, releidas } = await renderAcciones();
    menu().focus();
    await user.keyboard('{Enter}');
    const items = within(await screen.findByRole('menu')).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Cambiar fecha',
      'Marcar como hecho',
      'Cancelar agendado',
    ]);
    await user.keyboard('{ArrowDown}{Enter}');

    expect((await snackbar()).textContent).toContain('Agendado marcado como hecho!');
    expect(puts()).toEqual([[PUT_PATH, { estado: 'REALIZADO' }]]);
    expect(releidas()).toEqual(['dashboard', 'calendario', 'clientes', 'historico']);
  });

  it('cancels only after a confirmation, and keeps it when the user steps back', async () => {
    const { user, puts, releidas } = await renderAcciones();
    await user.click(menu());
    await user.click(screen.getByRole('menuitem', { name: 'Cancelar agendado' }));
    const pregunta = screen.getByRole('dialog', { name: '¿Cancelar el agendado?' });
    expect(pregunta.textContent).toContain('El agendado de Ana Ruiz del 15/05/2025 10:00 quedará cancelado');
    // The safe answer has the focus: Enter keeps the callback.
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(puts()).toEqual([]);
    expect(releidas()).toEqual([]);

    await user.click(menu());
    await user.click(screen.getByRole('menuitem', { name: 'Cancelar agendado' }));
    await user.click(screen.getByRole('button', { name: 'Cancelar agendado' }));
    expect((await snackbar()).textContent).toContain('Agendado cancelado correctamente!');
    expect(puts()).toEqual([[PUT_PATH, { estado: 'CANCELADO' }]]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(releidas()).toEqual(['dashboard', 'calendario', 'clientes', 'historico']);
  });

  it("moves it with the schedule dialog's quick times, in Madrid time, keeping its notes", async () => {
    const { user, puts, releidas } = await renderAcciones();
    await user.click(menu());
    await user.click(screen.getByRole('menuitem', { name: 'Cambiar fecha' }));
    const dialog = await screen.findByRole('dialog', { name: /^Cambiar fecha del agendado/ });
    expect(within(dialog).getByRole('textbox', { name: 'Notas' })).toHaveProperty('value', 'Quiere fibra');
    await user.click(within(dialog).getByRole('button', { name: 'Mañana 10:00' }));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    expect((await snackbar()).textContent).toContain('Agendado cambiado de fecha correctamente!');
    expect(puts()).toEqual([
      [PUT_PATH, { fechaAgendado: '2025-05-15T10:00:00+02:00', notas: 'Quiere fibra' }],
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(releidas()).toEqual(['dashboard', 'calendario', 'clientes', 'historico']);
  });

  it("shows the server's refusal of a date under the field and keeps the dialog open", async () => {
    const { user, releidas } = await renderAcciones(
      {},
      {
        put: () => ({
          status: 400,
          body: { fechaAgendado: ['La fecha del agendado no puede ser de hace más de un día'] },
        }),
      },
    );
    await user.click(menu());
    await user.click(screen.getByRole('menuitem', { name: 'Cambiar fecha' }));
    const dialog = await screen.findByRole('dialog', { name: /^Cambiar fecha del agendado/ });
    await user.click(within(dialog).getByRole('button', { name: 'En 1 hora' }));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    await within(dialog).findByText('La fecha del agendado no puede ser de hace más de un día');
    const aviso = await snackbar();
    expect(aviso.textContent).toContain('Error al cambiar la fecha del agendado');
    expect(aviso.textContent).not.toContain('##');
    expect(releidas()).toEqual([]);
  });

  it('says what the server answered when it refuses to close one (a customer since given to someone else)', async () => {
    const { user, releidas } = await renderAcciones(
      {},
      { put: () => ({ status: 404, body: { detail: 'No se ha encontrado el agendado' } }) },
    );
    await user.click(menu());
    await user.click(screen.getByRole('menuitem', { name: 'Marcar como hecho' }));
    const aviso = await snackbar();
    expect(aviso.textContent).toContain('Error al marcar el agendado como hecho');
    expect(aviso.textContent).toContain('No se ha encontrado el agendado');
    expect(releidas()).toEqual([]);
  });

  it.each([
    ['comercial', { estado: 'REALIZADO' }, false],
    ['comercial', { estado: 'REPROGRAMADO' }, false],
    ['comercial', { comercialId: 5 }, false],
    ['comercial', { comercialId: null }, false],
    ['manager', { comercialId: 5 }, true],
    ['manager', { estado: 'CANCELADO' }, false],
  ] as const)('as %s, a callback %j has a menu: %s', async (rol, cambio, conMenu) => {
    await renderAcciones(cambio, { rol });
    expect(screen.queryAllByRole('button', { name: /^Acciones de agendado/ })).toHaveLength(conMenu ? 1 : 0);
  });
});
