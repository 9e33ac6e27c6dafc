import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { HolidayRow } from '@ventas/domain/cuentas/holidays-contract';
import { createQueryClient } from '../../../api/query-client';
import { createFakeServer, type Reply } from '../../../test/fake-server';
import { TestProviders } from '../../../test/test-providers';
import { mesActual, rangoDelMes } from '../model/periodo';
import { VacacionesTab } from './vacaciones-tab';
import { POR_ASIGNAR_ANSWER } from '../../../test/comerciales-fixture';

const SOLAPE = 'Las fechas se solapan con otras vacaciones de este comercial (del 06/07/2026 al 10/07/2026)';
const VERANO: HolidayRow = {
  id: 4,
  commercial: 7,
  commercial_nombre: 'Ana Pérez',
  start_date: '2026-07-06',
  end_date: '2026-07-10',
  descripcion: 'Verano',
};
const COMERCIALES = [
  { id: 7, nombre_completo: 'Ana Pérez', username: 'ana', estado: 'ALTA', tipo_comercial: 'TIENDA', rol: 4 },
  { id: 8, nombre_completo: 'Luis Gil', username: 'luis', estado: 'ALTA', tipo_comercial: 'TIENDA', rol: 4 },
  POR_ASIGNAR_ANSWER,
];

/** The holidays API: `list` answers the GET, `write` every POST, PUT and DELETE. */
function renderTab(opts: { list?: () => Reply; write?: () => Reply } = {}) {
  const { list = () => ({ status: 200, body: [VERANO] }), write } = opts;
  const server = createFakeServer((call) => {
    if (call.path === '/api/comerciales/') return { status: 200, body: COMERCIALES };
    if (call.path.startsWith('/api/cuentas/holidays/?')) return list();
    if (write) return write();
    return call.method === 'DELETE' ? { status: 204 } : { status: 201, body: VERANO };
  });
  vi.stubGlobal('fetch', server.fetch);
  render(
    <TestProviders queryClient={createQueryClient()}>
      <VacacionesTab />
    </TestProviders>,
  );
  const writes = () => server.calls.filter((call) => call.method !== 'GET');
  const lists = () => server.calls.filter((call) => call.path.startsWith('/api/cuentas/holidays/?'));
  return { writes, lists };
}

async function typeDay(user: ReturnType<typeof userEvent.setup>, group: string, ddmmyyyy: string) {
  const dialog = screen.getByRole('dialog');
  await user.click(
    within(within(dialog).getByRole('group', { name: group })).getByRole('spinbutton', { name: 'Dia' }),
  );
  await user.keyboard(ddmmyyyy);
}

async function fillNew() {
  // No pause between keys: the two date fields take sixteen.
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: 'Nuevas vacaciones' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('combobox', { name: 'Comercial' }));
  await user.click(await screen.findByRole('option', { name: 'Luis Gil' }));
  await typeDay(user, 'Desde', '06072026');
  await typeDay(user, 'Hasta', '08072026');
  await user.click(screen.getByRole('textbox', { name: 'Descripción' }));
  await user.paste('Boda');
  await user.click(screen.getByRole('button', { name: 'Guardar' }));
}

describe('the Vacaciones tab', () => {
  it('lists the current Madrid month’s holidays with their days', async () => {
    const { lists } = renderTab();
    const row = (await screen.findByText('Ana Pérez', { selector: 'td' })).closest('tr')!;
    expect([...row.querySelectorAll('td')].slice(0, 5).map((td) => td.textContent)).toEqual([
      'Ana Pérez',
      '06/07/2026',
      '10/07/2026',
      '5 días',
      'Verano',
    ]);
    const { start, end } = rangoDelMes(mesActual());
    expect(lists()[0]!.path).toBe(`/api/cuentas/holidays/?start=${start}&end=${end}`);
  });

  it('asks for one commercial’s holidays when one is chosen, and for the next month', async () => {
    const user = userEvent.setup();
    const { lists } = renderTab();
    await screen.findByText('Ana Pérez', { selector: 'td' });
    await user.click(screen.getByRole('combobox', { name: 'Comercial' }));
    expect(screen.queryByRole('option', { name: 'Por asignar' })).toBeNull();
    await user.click(await screen.findByRole('option', { name: 'Luis Gil' }));
    await vi.waitFor(() => expect(lists().at(-1)!.path).toMatch(/&commercial=8$/));
    await user.click(screen.getByRole('button', { name: 'Mes siguiente' }));
    await vi.waitFor(() => expect(lists().at(-1)!.path).not.toBe(lists().at(-2)!.path));
  });

  it('says when the month has no holidays', async () => {
    renderTab({ list: () => ({ status: 200, body: [] }) });
    expect(await screen.findByText('No hay vacaciones en este mes.')).toBeTruthy();
  });

  it('says when the list failed and asks again on Reintentar', async () => {
    const { lists } = renderTab({ list: () => ({ status: 403, body: { detail: 'No.' } }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Reintentar' }));
    await vi.waitFor(() => expect(lists()).toHaveLength(2));
  });

  it('names each missing field of a new holiday, and sends nothing', async () => {
    const { writes } = renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Nuevas vacaciones' }));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Elija un comercial')).toBeTruthy();
    expect(screen.getByText('Indique el primer día')).toBeTruthy();
    expect(screen.getByText('Indique el último día')).toBeTruthy();
    expect(writes()).toEqual([]);
  });

  it('creates a holiday in CREATE mode and says so', async () => {
    const { writes } = renderTab();
    await fillNew();
    expect(await screen.findByText(/Vacaciones Creadas!/)).toBeTruthy();
    expect(writes()).toMatchObject([
      {
        method: 'POST',
        path: '/api/cuentas/holidays/',
        body: { commercial: 8, start_date: '2026-07-06', end_date: '2026-07-08', descripcion: 'Boda' },
      },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows an overlap the server refuses under the dates, and keeps the dialog', async () => {
    renderTab({ write: () => ({ status: 400, body: { start_date: [SOLAPE], end_date: [SOLAPE] } }) });
    await fillNew();
    expect(await screen.findByText(/Error al crear las Vacaciones/)).toBeTruthy();
    expect(within(screen.getByRole('dialog')).getAllByText(SOLAPE)).toHaveLength(2);
  });

  it('edits a row in EDIT mode with its values, by its id', async () => {
    const { writes } = renderTab();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Editar vacaciones de Ana Pérez, 06/07/2026' }),
    );
    expect(screen.getByRole('heading', { name: 'Editar vacaciones' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(/Vacaciones Editadas!/)).toBeTruthy();
    expect(writes()).toMatchObject([
      {
        method: 'PUT',
        path: '/api/cuentas/holidays/4/',
        body: { commercial: 7, start_date: '2026-07-06', end_date: '2026-07-10', descripcion: 'Verano' },
      },
    ]);
  });

  it('deletes only after confirmation, and appends the server’s reason to a failure', async () => {
    const { writes } = renderTab({
      write: () => ({ status: 404, body: { detail: 'No se han encontrado las vacaciones' } }),
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Borrar vacaciones de Ana Pérez, 06/07/2026' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(writes()).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Borrar vacaciones de Ana Pérez, 06/07/2026' }));
    await userEvent.click(screen.getByRole('button', { name: 'Borrar' }));
    expect(
      await screen.findByText(/Error al borrar el Holiday.*No se han encontrado las vacaciones/),
    ).toBeTruthy();
    expect(writes()).toMatchObject([{ method: 'DELETE', path: '/api/cuentas/holidays/4/' }]);
  });

  it('says a deletion succeeded', async () => {
    renderTab();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Borrar vacaciones de Ana Pérez, 06/07/2026' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Borrar' }));
    expect(await screen.findByText(/Holiday Borrado!/)).toBeTruthy();
  });
});
