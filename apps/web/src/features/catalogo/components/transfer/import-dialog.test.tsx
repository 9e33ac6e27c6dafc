import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ImportReport } from '@ventas/domain/servicios/catalogue-transfer-contract';
import { createQueryClient } from '../../../../api/query-client';
import {
  createFakeServer,
  stubViewportWidth,
  type RecordedCall,
  type Reply,
} from '../../../../test/fake-server';
import { TestProviders } from '../../../../test/test-providers';
import { ImportDialog } from './import-dialog';

const SLOW = { timeout: 5000 };

const informe = (extra: Partial<ImportReport>): ImportReport => ({
  table: 'tarifas',
  mode: 'dry-run',
  created: 1,
  updated: 0,
  rejected: 1,
  rows: [
    { row: 3, action: 'rechazar', label: 'Fibra 1G', reason: 'Falta el operador' },
    { row: 2, action: 'crear', label: 'Fibra 600', reason: null },
  ],
  truncated: false,
  ...extra,
});
const exito = (report: unknown) => ({
  status: 200,
  body: { state: 'SUCCESS', result: { filename: 'informe.xlsx', done: 2, total: 2, report } },
});

/**
 * read-xlsx queues a task whose last status carries the next of `reports`; `antes` answers first
 * when it has something to say (a running task, a refusal). The multipart fields of every upload
 * are kept, as the fake server keeps JSON bodies only.
 */
function servidor(reports: unknown[], antes: (call: RecordedCall) => Reply | undefined = () => undefined) {
  const subidas: Record<string, string>[] = [];
  const server = createFakeServer((call) => {
    const propia = antes(call);
    if (propia) return propia;
    if (call.path === '/api/utils/read-xlsx/')
      return { status: 200, body: { task_id: `t${subidas.length}` } };
    if (call.path.startsWith('/api/utils/task-status/')) return exito(reports.shift());
    return { status: 404, body: { detail: 'No encontrado.' } };
  });
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init: RequestInit = {}) => {
    if (init.body instanceof FormData)
      subidas.push(
        Object.fromEntries([...init.body.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : v.name])),
      );
    return server.fetch(input, init);
  });
  return { ...server, subidas };
}

async function abrirYComprobar() {
  stubViewportWidth(1280);
  const user = userEvent.setup();
  const queryClient = createQueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  render(
    <TestProviders queryClient={queryClient}>
      <ImportDialog tables={['tarifas', 'terminales']} onClose={() => {}} />
    </TestProviders>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Importar desde Excel' });
  await user.upload(within(dialog).getByLabelText('Archivo .xlsx'), new File(['x'], 'tarifas.xlsx'));
  await user.click(within(dialog).getByRole('button', { name: 'Comprobar' }));
  const catalogoReleido = () =>
    invalidate.mock.calls.some(([filtros]) => JSON.stringify(filtros) === '{"queryKey":["servicios"]}');
  return { user, dialog, catalogoReleido };
}

describe('ImportDialog: a catalogue import followed as a job', () => {
  it('checks the file first: its progress while the job runs, then what each row would do', async () => {
    let corriendo = true;
    const { subidas } = servidor([informe({})], (call) =>
      corriendo && call.path.startsWith('/api/utils/task-status/')
        ? { status: 200, body: { state: 'STARTED', result: { filename: null, done: 1, total: 2 } } }
        : undefined,
    );
    const { dialog, catalogoReleido } = await abrirYComprobar();
    expect(
      await within(dialog).findByRole('progressbar', { name: 'Progreso de la importación' }),
    ).toBeTruthy();
    expect((await within(dialog).findByRole('status')).textContent).toBe('Comprobando el archivo… 50 %');
    corriendo = false;
    expect(
      await within(dialog).findByText('Simulación: las filas rechazadas no se guardarán.', {}, SLOW),
    ).toBeTruthy();
    const filas = within(dialog).getByRole('table', { name: 'Filas del archivo' });
    expect(within(filas).getByRole('row', { name: /3 Rechazar Fibra 1G Falta el operador/ })).toBeTruthy();
    expect(subidas).toEqual([{ table: 'tarifas', mode: 'dry-run', file: 'tarifas.xlsx' }]);
    // A dry run writes nothing: the catalogue is not re-read and nothing is announced.
    expect(catalogoReleido()).toBe(false);
    expect(screen.queryByText(/Importación aplicada correctamente/)).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Aplicar' })).toBeTruthy();
  });

  it('applies the same file after the check: the rows saved, a notice and the catalogue re-read', async () => {
    const { subidas } = servidor([informe({}), informe({ mode: 'apply', rows: [] })]);
    const { user, dialog, catalogoReleido } = await abrirYComprobar();
    const aplicar = await within(dialog).findByRole('button', { name: 'Aplicar' }, SLOW);
    expect(catalogoReleido()).toBe(false);
    await user.click(aplicar);
    expect(
      await within(dialog).findByText('Importación aplicada: se han guardado las filas válidas.', {}, SLOW),
    ).toBeTruthy();
    expect(within(dialog).getByText('Creadas: 1')).toBeTruthy();
    expect(await screen.findByText(/Importación aplicada correctamente/)).toBeTruthy();
    expect(catalogoReleido()).toBe(true);
    expect(subidas.map((subida) => subida.mode)).toEqual(['dry-run', 'apply']);
    expect(within(dialog).getByRole('button', { name: 'Cerrar' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Comprobar' })).toBeNull();
  });

  it('says why an import gave no report: a refusal, the job’s reason, or a report that does not read', async () => {
    let respuesta: Reply = { status: 400, body: { file: ['El archivo no es un .xlsx válido.'] } };
    servidor([], (call) => (call.path === '/api/utils/read-xlsx/' ? respuesta : undefined));
    const { user, dialog } = await abrirYComprobar();
    expect(
      await within(dialog).findByText('Error en la importación: El archivo no es un .xlsx válido.', {}, SLOW),
    ).toBeTruthy();

    respuesta = { status: 200, body: { task_id: 't-fallo' } };
    servidor([], (call) =>
      call.path === '/api/utils/read-xlsx/'
        ? respuesta
        : call.path.startsWith('/api/utils/task-status/')
          ? { status: 200, body: { state: 'FAILURE', result: null, error: 'Falta la columna Nombre.' } }
          : undefined,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Comprobar' }));
    expect(
      await within(dialog).findByText('Error en la importación: Falta la columna Nombre.', {}, SLOW),
    ).toBeTruthy();

    servidor([{ filas: 'ninguna' }], (call) =>
      call.path === '/api/utils/read-xlsx/' ? respuesta : undefined,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Comprobar' }));
    expect(
      await within(dialog).findByText(
        'Error en la importación: la respuesta no trae el informe de filas.',
        {},
        SLOW,
      ),
    ).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Aplicar' })).toBeNull();
  });
});
