import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { UpfrontListado } from '@ventas/domain/liquidacion/liquidacion-contract';
import { createQueryClient } from '../../../api/query-client';
import { downloadExportFile } from '../../../api/download-export-file';
import { createFakeServer, stubViewportWidth } from '../../../test/fake-server';
import { TestProviders } from '../../../test/test-providers';
import { ListaUpfrontsScreen } from './lista-upfronts-screen';

vi.mock('../../../api/download-export-file', () => ({ downloadExportFile: vi.fn() }));

const SLOW = { timeout: 8000 };
const entry = (over: Partial<UpfrontListado>): UpfrontListado => ({
  id: 1,
  content_type: 'tarifa',
  object_id: 10,
  elemento: 'Fibra 1 Gb',
  operador: 'A',
  familia_id: 7,
  familia_nombre: 'FIBRA',
  tipo: null,
  upfront: '33.33',
  fecha: '2026-01-01T00:00:00Z',
  is_active: true,
  ...over,
});
const ROWS = [
  entry({}),
  entry({
    id: 2,
    content_type: 'adicional',
    elemento: 'Línea 20 GB',
    familia_id: 8,
    familia_nombre: 'MOVIL',
    upfront: '1234.5',
  }),
];

function renderUpfronts(status = 200) {
  stubViewportWidth(1280);
  vi.mocked(downloadExportFile).mockResolvedValue(undefined);
  const server = createFakeServer((call) => {
    if (status !== 200) return { status, body: { detail: 'x' } };
    if (call.path.startsWith('/api/calculadora/lista-upfronts/download-xlsx/'))
      return { status: 200, body: { task_id: 't' } };
    if (call.path.startsWith('/api/utils/task-status/'))
      return {
        status: 200,
        body: { state: 'SUCCESS', result: { filename: 'upfronts.xlsx', done: 2, total: 2 } },
      };
    if (call.path.includes('familia=8')) return { status: 200, body: ROWS.slice(1) };
    return { status: 200, body: ROWS };
  });
  vi.stubGlobal('fetch', server.fetch);
  render(
    <TestProviders queryClient={createQueryClient()}>
      <ListaUpfrontsScreen />
    </TestProviders>,
  );
  return { paths: () => server.calls.map((call) => call.path) };
}

describe('ListaUpfrontsScreen', () => {
  it('lists the upfronts in force with their kind, family and amount in euros', async () => {
    const { paths } = renderUpfronts();

    expect(await screen.findByText('Fibra 1 Gb', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('1.234,50 €')).toBeTruthy();
    expect(screen.getByText('Línea adicional')).toBeTruthy();
    expect(paths()).toContain('/api/calculadora/lista-upfronts/?vigentes=true');
  });

  it('filters by family and exports with the same filters', async () => {
    const user = userEvent.setup();
    const { paths } = renderUpfronts();
    await screen.findByText('Fibra 1 Gb', {}, SLOW);

    await user.click(screen.getByRole('combobox', { name: 'Familia' }));
    await user.click(screen.getByRole('option', { name: 'MOVIL' }));
    await vi.waitFor(() => expect(screen.queryByText('Fibra 1 Gb')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Exportar' }));

    await vi.waitFor(() => expect(downloadExportFile).toHaveBeenCalledWith('upfronts.xlsx'));
    expect(paths()).toContain('/api/calculadora/lista-upfronts/download-xlsx/?vigentes=true&familia=8');
  });

  it('asks for the whole history when "Solo vigentes" is turned off', async () => {
    const user = userEvent.setup();
    const { paths } = renderUpfronts();
    await screen.findByText('Fibra 1 Gb', {}, SLOW);

    await user.click(screen.getByRole('switch', { name: 'Solo vigentes' }));

    await vi.waitFor(() =>
      expect(
        paths().filter((p) => p === '/api/calculadora/lista-upfronts/?vigentes=false').length,
      ).toBeGreaterThan(0),
    );
  });

  it('says the spec message when the list fails', async () => {
    renderUpfronts(500);
    expect(await screen.findByText('Error al cargar los upfronts', {}, SLOW)).toBeTruthy();
  });
});
