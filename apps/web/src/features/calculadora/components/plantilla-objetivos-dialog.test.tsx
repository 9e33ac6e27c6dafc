import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { PlantillaReport } from '@ventas/domain/calculadora/plantilla-objetivos-contract';
import { createQueryClient } from '../../../api/query-client';
import {
  createFakeServer,
  stubViewportWidth,
  type RecordedCall,
  type Reply,
} from '../../../test/fake-server';
import { TestProviders } from '../../../test/test-providers';
import { PlantillaObjetivosButton } from './plantilla-objetivos-dialog';

const RECHAZO = {
  celda: 'D5',
  fila: 5,
  comercial: 7,
  motivo: 'El peso debe estar entre 0 y 1, donde 1 es el 100 %',
};
const SLOW = { timeout: 5000 };

/**
 * read-xlsx answers a task whose report is `report` (the dry run, then the apply); `antes` answers
 * first when it has something to say (a running task, a refusal).
 */
function servidor(
  reports: PlantillaReport[],
  antes: (call: RecordedCall) => Reply | undefined = () => undefined,
) {
  const server = createFakeServer((call) => {
    const propia = antes(call);
    if (propia) return propia;
    if (call.path.startsWith('/api/utils/read-xlsx/'))
      return { status: 200, body: { task_id: `t${reports.length}` } };
    if (call.path.startsWith('/api/utils/task-status/')) {
      const report = reports.shift();
      return {
        status: 200,
        body: { state: 'SUCCESS', result: { filename: null, done: 1, total: 1, report } },
      };
    }
    return { status: 404, body: { detail: 'No encontrado.' } };
  });
  vi.stubGlobal('fetch', server.fetch);
  return server;
}

const informe = (extra: Partial<PlantillaReport>): PlantillaReport => ({
  mes: '2026-11',
  mode: 'dry-run',
  comerciales: 2,
  objetivos: 3,
  aplicado: false,
  rechazos: [],
  truncated: false,
  ...extra,
});

async function abrir() {
  stubViewportWidth(1280);
  const user = userEvent.setup();
  const queryClient = createQueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  render(
    <TestProviders queryClient={queryClient}>
      <PlantillaObjetivosButton mes={{ year: 2026, month: 11 }} />
    </TestProviders>,
  );
  await user.click(screen.getByRole('button', { name: 'Objetivos desde Excel' }));
  const dialog = screen.getByRole('dialog', { name: 'Objetivos de noviembre de 2026 desde Excel' });
  return { user, dialog, invalidate };
}

async function abrirYSubir() {
  const abierto = await abrir();
  const { user, dialog } = abierto;
  await user.upload(within(dialog).getByLabelText('Archivo .xlsx'), new File(['x'], 'objetivos.xlsx'));
  await user.click(within(dialog).getByRole('button', { name: 'Comprobar' }));
  return abierto;
}

const calculadoraReleida = (invalidate: { mock: { calls: unknown[][] } }) =>
  invalidate.mock.calls.some(([filtros]) => JSON.stringify(filtros) === '{"queryKey":["calculadora"]}');

afterEach(() => vi.unstubAllGlobals());

describe('PlantillaObjetivosButton', () => {
  it('shows the check’s progress while its job runs, then its report', async () => {
    let corriendo = true;
    servidor([informe({})], (call) =>
      corriendo && call.path.startsWith('/api/utils/task-status/')
        ? { status: 200, body: { state: 'STARTED', result: { filename: null, done: 1, total: 4 } } }
        : undefined,
    );
    const { dialog } = await abrirYSubir();
    expect(await within(dialog).findByRole('progressbar', { name: 'Progreso' })).toBeTruthy();
    expect((await within(dialog).findByRole('status')).textContent).toBe('Comprobando el archivo… 25 %');
    corriendo = false;
    expect(
      await within(dialog).findByText(/Comprobación correcta: no se ha guardado nada/, {}, SLOW),
    ).toBeTruthy();
    expect(within(dialog).queryByRole('progressbar')).toBeNull();
  });

  it('lists every refused cell of the check and offers no apply', async () => {
    servidor([informe({ rechazos: [RECHAZO] })]);
    const { dialog } = await abrirYSubir();
    const tabla = await within(dialog).findByRole('table', { name: 'Celdas rechazadas' });
    expect(within(tabla).getByRole('row', { name: /D5 7 El peso debe estar entre 0 y 1/ })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Aplicar' })).toBeNull();
  });

  it('applies a clean file after the check, says it was saved and re-reads the calculator', async () => {
    const server = servidor([informe({}), informe({ mode: 'apply', aplicado: true })]);
    const { user, dialog, invalidate } = await abrirYSubir();
    const aplicar = await within(dialog).findByRole('button', { name: 'Aplicar' });
    // The check wrote nothing: the month is re-read only after the apply.
    expect(calculadoraReleida(invalidate)).toBe(false);
    await user.click(aplicar);
    expect(await within(dialog).findByText(/Objetivos guardados/)).toBeTruthy();
    expect(calculadoraReleida(invalidate)).toBe(true);
    expect(server.calls.filter((call) => call.method === 'POST')).toHaveLength(2);
    expect(within(dialog).getByRole('button', { name: 'Cerrar' })).toBeTruthy();
  });

  it('says why the check failed: the server’s refusal, or the job’s own reason', async () => {
    let rechazar = true;
    servidor([], (call) =>
      call.path.startsWith('/api/utils/read-xlsx/') && rechazar
        ? { status: 409, body: { detail: 'El mes está cerrado.' } }
        : call.path.startsWith('/api/utils/task-status/')
          ? { status: 200, body: { state: 'FAILURE', result: null, error: 'La hoja no es la plantilla.' } }
          : undefined,
    );
    const { user, dialog } = await abrirYSubir();
    expect(
      await within(dialog).findByText('No se pudo leer la plantilla: El mes está cerrado.', {}, SLOW),
    ).toBeTruthy();
    rechazar = false;
    await user.click(within(dialog).getByRole('button', { name: 'Comprobar' }));
    expect(
      await within(dialog).findByText('No se pudo leer la plantilla: La hoja no es la plantilla.', {}, SLOW),
    ).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Aplicar' })).toBeNull();
  });

  it('downloads the month’s template through the exports’ follower', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    // jsdom has no object URLs: lent for this test only.
    const { createObjectURL, revokeObjectURL } = URL;
    onTestFinished(() => {
      Object.assign(URL, { createObjectURL, revokeObjectURL });
    });
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:plantilla'), revokeObjectURL: vi.fn() });
    const fichero = 'plantilla-objetivos-2026-11.xlsx';
    const server = servidor([], (call) =>
      call.path === '/api/utils/write-xlsx/'
        ? { status: 200, body: { task_id: 't-plantilla' } }
        : call.path === '/api/utils/task-status/t-plantilla/'
          ? { status: 200, body: { state: 'SUCCESS', result: { filename: fichero, done: 1, total: 1 } } }
          : call.path.startsWith('/api/utils/get-xlsx-files/')
            ? { status: 200, body: 'xlsx' }
            : undefined,
    );
    const { user, dialog } = await abrir();
    await user.click(within(dialog).getByRole('button', { name: 'Descargar plantilla' }));
    await waitFor(() => expect(click).toHaveBeenCalledOnce(), SLOW);
    expect(server.calls.find((call) => call.path === '/api/utils/write-xlsx/')?.body).toEqual({
      table: 'objetivos',
      query: { month_year_updated_on: '2026-11' },
    });
    expect(server.calls.map((call) => call.path)).toContain(`/api/utils/get-xlsx-files/?filename=${fichero}`);
    expect(await screen.findByText(new RegExp(`se ha descargado ${fichero}`))).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Descargar plantilla' })).toHaveProperty(
      'disabled',
      false,
    );
  });
});
