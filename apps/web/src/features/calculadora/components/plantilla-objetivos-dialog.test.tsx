import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlantillaReport } from '@ventas/domain/calculadora/plantilla-objetivos-contract';
import { createQueryClient } from '../../../api/query-client';
import { createFakeServer, stubViewportWidth } from '../../../test/fake-server';
import { TestProviders } from '../../../test/test-providers';
import { PlantillaObjetivosButton } from './plantilla-objetivos-dialog';

const RECHAZO = {
  celda: 'D5',
  fila: 5,
  comercial: 7,
  motivo: 'El peso debe estar entre 0 y 1, donde 1 es el 100 %',
};

/** read-xlsx answers a task whose report is `report` (the dry run, then the apply). */
function servidor(reports: PlantillaReport[]) {
  const server = createFakeServer((call) => {
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

async function abrirYSubir() {
  stubViewportWidth(1280);
  const user = userEvent.setup();
  render(
    <TestProviders queryClient={createQueryClient()}>
      <PlantillaObjetivosButton mes={{ year: 2026, month: 11 }} />
    </TestProviders>,
  );
  await user.click(screen.getByRole('button', { name: 'Objetivos desde Excel' }));
  const dialog = screen.getByRole('dialog', { name: 'Objetivos de noviembre de 2026 desde Excel' });
  await user.upload(within(dialog).getByLabelText('Archivo .xlsx'), new File(['x'], 'objetivos.xlsx'));
  await user.click(within(dialog).getByRole('button', { name: 'Comprobar' }));
  return { user, dialog };
}

afterEach(() => vi.unstubAllGlobals());

describe('PlantillaObjetivosButton', () => {
  it('lists every refused cell of the check and offers no apply', async () => {
    servidor([informe({ rechazos: [RECHAZO] })]);
    const { dialog } = await abrirYSubir();
    const tabla = await within(dialog).findByRole('table', { name: 'Celdas rechazadas' });
    expect(within(tabla).getByRole('row', { name: /D5 7 El peso debe estar entre 0 y 1/ })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Aplicar' })).toBeNull();
  });

  it('applies a clean file after the check, and says it was saved', async () => {
    const server = servidor([informe({}), informe({ mode: 'apply', aplicado: true })]);
    const { user, dialog } = await abrirYSubir();
    await user.click(await within(dialog).findByRole('button', { name: 'Aplicar' }));
    expect(await within(dialog).findByText(/Objetivos guardados/)).toBeTruthy();
    expect(server.calls.filter((call) => call.method === 'POST')).toHaveLength(2);
  });
});
