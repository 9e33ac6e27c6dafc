import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { Importacion } from '@ventas/domain/importaciones/importacion-contract';
import { APLICADA, SIMULADA, SLOW, corriendo, fila, page, terminada } from '../test/importaciones-fixtures';
import { renderConApi, type ApiFalsa } from '../test/render-importaciones';
import { ImportacionesTab } from './importaciones-tab';

const URL_TAB = '/databaseManagement?tab=importaciones';

function listaCon(registros: Importacion[] | { status: number }): ApiFalsa['responder'] {
  return (call) => {
    if (!call.path.startsWith('/api/importaciones/?')) return undefined;
    return Array.isArray(registros)
      ? { status: 200, body: page(registros) }
      : { status: registros.status, body: { detail: 'Error interno.' } };
  };
}

describe('ImportacionesTab', () => {
  it('lists the import records with their state in Spanish, newest first', async () => {
    const { server } = renderConApi(<ImportacionesTab />, URL_TAB, {
      registro: null,
      tareas: {},
      responder: listaCon([APLICADA, { ...SIMULADA, id: 8, fichero: 'antigua.xlsx' }]),
    });
    const grid = await screen.findByRole('grid', {}, SLOW);
    expect(await within(grid).findByText('leads.csv', {}, SLOW)).toBeTruthy();
    expect(within(grid).getByText('antigua.xlsx')).toBeTruthy();
    expect(within(grid).getByText('Aplicada')).toBeTruthy();
    expect(within(grid).getByText('Simulada')).toBeTruthy();
    expect(within(grid).getAllByText('Feria 2026')).toHaveLength(2);
    expect(screen.getByText('2 importaciones')).toBeTruthy();
    const pedida = server.calls.find((call) => call.path.startsWith('/api/importaciones/?'));
    expect(pedida?.path).toContain('ordering=-created_on');
  }, 20_000);

  it('filters by state from the URL, named in Spanish', async () => {
    const { server } = renderConApi(<ImportacionesTab />, `${URL_TAB}&estado=SIMULADA`, {
      registro: null,
      tareas: {},
      responder: listaCon([SIMULADA]),
    });
    expect(await screen.findByText('Estado: Simulada', {}, SLOW)).toBeTruthy();
    const pedida = server.calls.find((call) => call.path.startsWith('/api/importaciones/?'));
    expect(pedida?.path).toContain('estado=SIMULADA');
  }, 20_000);

  it('says so when nothing has been imported yet', async () => {
    renderConApi(<ImportacionesTab />, URL_TAB, { registro: null, tareas: {}, responder: listaCon([]) });
    expect(await screen.findByText('Todavía no se ha importado ninguna lista', {}, SLOW)).toBeTruthy();
  });

  it('says so when the list cannot be loaded', async () => {
    renderConApi(<ImportacionesTab />, URL_TAB, {
      registro: null,
      tareas: {},
      responder: listaCon({ status: 500 }),
    });
    expect(await screen.findByText('No se han podido cargar las importaciones', {}, SLOW)).toBeTruthy();
  });

  it('opens a simulated import from its row, where it can still be applied', async () => {
    const user = userEvent.setup();
    const api: ApiFalsa = {
      registro: SIMULADA,
      tareas: {},
      responder: (call, fake) =>
        listaCon([SIMULADA])!(call, fake) ??
        (call.path.startsWith('/api/importaciones/9/filas/')
          ? { status: 200, body: page([fila({})]) }
          : undefined),
    };
    const { router } = renderConApi(<ImportacionesTab />, URL_TAB, api);
    const grid = await screen.findByRole('grid', {}, SLOW);
    await user.click(await within(grid).findByText('leads.csv', {}, SLOW));
    expect(router.state.location.search).toContain('importacion=9');
    expect(await screen.findByRole('button', { name: 'Aplicar' }, SLOW)).toBeTruthy();
    expect(screen.getByText('Comprobación terminada: revise el resultado antes de aplicar.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Volver a las importaciones' }));
    expect(await screen.findByRole('grid', {}, SLOW)).toBeTruthy();
  }, 20_000);

  it('undoes an applied import after confirming, and shows what was removed and what was kept', async () => {
    const user = userEvent.setup();
    const api: ApiFalsa = {
      registro: APLICADA,
      tareas: { 't-undo': { estados: [corriendo(40, 120), corriendo(80, 120), terminada] } },
      responder: (call, fake) => {
        if (call.path.startsWith('/api/importaciones/9/filas/'))
          return { status: 200, body: page([fila({})]) };
        if (call.path !== '/api/importaciones/9/deshacer/') return undefined;
        fake.registro = { ...APLICADA, estado: 'DESHACIENDO', task_id: 't-undo', puede_deshacer: false };
        fake.tareas['t-undo']!.alTerminar = () =>
          (fake.registro = {
            ...APLICADA,
            estado: 'DESHECHA',
            puede_deshacer: false,
            deshecha_el: '2026-11-21T10:00:00.000Z',
            resultado: { creados: 120, actualizados: 0, omitidos: 6, eliminados: 100, conservados: 20 },
          });
        return { status: 200, body: { task_id: 't-undo' } };
      },
    };
    const { server } = renderConApi(<ImportacionesTab />, `${URL_TAB}&importacion=9`, api);
    await user.click(await screen.findByRole('button', { name: 'Deshacer' }, SLOW));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(/Se eliminarán los clientes que creó esta importación \(120\)/),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.calls.some((call) => call.path === '/api/importaciones/9/deshacer/')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Deshacer' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Deshacer' }));
    expect(await screen.findByText(/Deshaciendo la importación… \d+ de 120 filas/, {}, SLOW)).toBeTruthy();
    expect(await screen.findByText('Importación deshecha', {}, SLOW)).toBeTruthy();
    const resultado = screen.getByLabelText('Resultado');
    expect(within(resultado).getByText('Eliminados al deshacer').nextSibling?.textContent).toBe('100');
    expect(within(resultado).getByText('Conservados (ya trabajados)').nextSibling?.textContent).toBe('20');
    expect(screen.queryByRole('button', { name: 'Deshacer' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Repartir' })).toBeNull();
  }, 20_000);

  it('says why an undo was refused', async () => {
    const user = userEvent.setup();
    renderConApi(<ImportacionesTab />, `${URL_TAB}&importacion=9`, {
      registro: APLICADA,
      tareas: {},
      responder: (call) =>
        call.path === '/api/importaciones/9/deshacer/'
          ? {
              status: 409,
              body: { detail: 'Solo se puede deshacer una importación aplicada hace menos de 7 días.' },
            }
          : call.path.startsWith('/api/importaciones/9/filas/')
            ? { status: 200, body: page([]) }
            : undefined,
    });
    await user.click(await screen.findByRole('button', { name: 'Deshacer' }, SLOW));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Deshacer' }));
    expect(
      await screen.findByText(
        'Solo se puede deshacer una importación aplicada hace menos de 7 días.',
        {},
        SLOW,
      ),
    ).toBeTruthy();
    expect(screen.getByText('Ninguna fila de esta clase')).toBeTruthy();
  }, 20_000);

  it('downloads the whole classification once its job has written it', async () => {
    const user = userEvent.setup();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    // jsdom has no object URLs: lent for this test only.
    const { createObjectURL, revokeObjectURL } = URL;
    onTestFinished(() => {
      Object.assign(URL, { createObjectURL, revokeObjectURL });
    });
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:clasificacion'), revokeObjectURL: vi.fn() });
    const fichero = 'clasificacion-9.xlsx';
    const { server } = renderConApi(<ImportacionesTab />, `${URL_TAB}&importacion=9`, {
      registro: SIMULADA,
      tareas: {
        't-xlsx': {
          estados: [corriendo(1, 2), { ...terminada, result: { filename: fichero, done: 2, total: 2 } }],
        },
      },
      responder: (call) =>
        call.path === '/api/importaciones/9/clasificacion/'
          ? { status: 200, body: { task_id: 't-xlsx' } }
          : call.path.startsWith('/api/utils/get-xlsx-files/')
            ? { status: 200, body: 'xlsx' }
            : call.path.startsWith('/api/importaciones/9/filas/')
              ? { status: 200, body: page([fila({})]) }
              : undefined,
    });
    await user.click(await screen.findByRole('button', { name: 'Descargar clasificación' }, SLOW));
    await waitFor(() => expect(click).toHaveBeenCalledOnce(), SLOW);
    expect(server.calls.map((call) => call.path)).toContain(`/api/utils/get-xlsx-files/?filename=${fichero}`);
  }, 20_000);
});
