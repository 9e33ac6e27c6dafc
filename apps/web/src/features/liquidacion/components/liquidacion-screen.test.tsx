import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../api/query-client';
import { downloadExportFile } from '../../../api/download-export-file';
import { createFakeServer, stubViewportWidth, type Reply } from '../../../test/fake-server';
import { TestProviders } from '../../../test/test-providers';
import { LIQUIDACION, LIQUIDACION_MARTA } from '../test/liquidacion-fixtures';
import { LiquidacionScreen } from './liquidacion-screen';

vi.mock('../../../api/download-export-file', () => ({ downloadExportFile: vi.fn() }));

const SLOW = { timeout: 8000 };
const FILENAME = 'liquidacion-20261125-1000-0123456789ab.xlsx';

function renderLiquidacion(options: { width?: number; reply?: (path: string) => Reply | undefined } = {}) {
  stubViewportWidth(options.width ?? 1280);
  vi.mocked(downloadExportFile).mockResolvedValue(undefined);
  const server = createFakeServer((call) => {
    const custom = options.reply?.(call.path);
    if (custom) return custom;
    if (call.path.startsWith('/api/calculadora/liquidacion/download-xlsx/'))
      return { status: 200, body: { task_id: 'task-1' } };
    if (call.path.startsWith('/api/utils/task-status/'))
      return { status: 200, body: { state: 'SUCCESS', result: { filename: FILENAME, done: 5, total: 5 } } };
    if (call.path.includes('comercial=3')) return { status: 200, body: LIQUIDACION_MARTA };
    return { status: 200, body: LIQUIDACION };
  });
  vi.stubGlobal('fetch', server.fetch);
  const router = createMemoryRouter([{ path: '/areapersonal/liquidacion', element: <LiquidacionScreen /> }], {
    initialEntries: ['/areapersonal/liquidacion?mes=2026-11'],
  });
  render(
    <TestProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  const paths = (prefix: string) => server.calls.filter((c) => c.path.startsWith(prefix)).map((c) => c.path);
  return { router, paths };
}

const filas = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

describe('LiquidacionScreen', () => {
  it("shows the month's totals per family and per commercial, in euros", async () => {
    const { paths } = renderLiquidacion();

    await screen.findByRole('table', { name: 'Totales por familia' }, SLOW);
    expect(screen.getByText(/^Total:/).textContent).toBe('Total: 3 unidades · 1.234,56 €');
    expect(screen.getByText('No cuentan: 1 cancelado y 1 sin upfront ni familia.')).toBeTruthy();
    expect(filas('Totales por familia')).toEqual(['FIBRA399,99 €']);
    expect(filas('Totales por comercial')).toEqual(['Carlos Comercial266,66 €', 'Marta Gerente133,33 €']);
    expect(paths('/api/calculadora/liquidacion/')).toContain(
      '/api/calculadora/liquidacion/?month_year_updated_on=2026-11',
    );
  });

  it('lists every package, the cancelled one and the one without upfront marked', async () => {
    renderLiquidacion();

    expect(await screen.findByText('Juan Sanz', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('Cancelado')).toBeTruthy();
    expect(screen.getByText('Sin upfront')).toBeTruthy();
    expect(screen.getAllByText('33,33 €').length).toBeGreaterThanOrEqual(4);
    // The operator by its label, as the export names it.
    const grid = screen.getByRole('grid', { name: 'Paquetes del mes' });
    expect(within(grid).getByRole('columnheader', { name: 'Operador' })).toBeTruthy();
    expect(within(grid).getAllByText('Operador A').length).toBeGreaterThan(0);
  });

  it('narrows to the commercial picked, in the URL', async () => {
    const user = userEvent.setup();
    const { router, paths } = renderLiquidacion();
    await screen.findByText('Juan Sanz', {}, SLOW);

    await user.click(screen.getByRole('combobox', { name: 'Comercial' }));
    await user.click(screen.getByRole('option', { name: 'Marta Gerente' }));

    await vi.waitFor(() => expect(screen.queryByText('Juan Sanz')).toBeNull());
    expect(router.state.location.search).toBe('?mes=2026-11&comercial=3');
    expect(paths('/api/calculadora/liquidacion/?')).toContain(
      '/api/calculadora/liquidacion/?month_year_updated_on=2026-11&comercial=3',
    );
    expect(screen.getByText(/^Total:/).textContent).toBe('Total: 1 unidad · 33,33 €');
  });

  it("exports the month shown and downloads the job's file", async () => {
    const user = userEvent.setup();
    const { paths } = renderLiquidacion();
    await screen.findByText('Juan Sanz', {}, SLOW);

    await user.click(screen.getByRole('button', { name: 'Exportar' }));

    await vi.waitFor(() => expect(downloadExportFile).toHaveBeenCalledWith(FILENAME));
    expect(paths('/api/calculadora/liquidacion/download-xlsx/')).toEqual([
      '/api/calculadora/liquidacion/download-xlsx/?month_year_updated_on=2026-11',
    ]);
    expect(
      await screen.findByText(new RegExp(`Exportación lista: se ha descargado ${FILENAME}`)),
    ).toBeTruthy();
  });

  it('says when the month has no sales', async () => {
    const empty = {
      ...LIQUIDACION,
      paquetes: [],
      por_familia: [],
      por_comercial: [],
      total: { unidades: 0, upfront: '0.00', cancelados: 0, sin_familia: 0 },
    };
    renderLiquidacion({
      reply: (path) =>
        path.startsWith('/api/calculadora/liquidacion/?') ? { status: 200, body: empty } : undefined,
    });

    expect(await screen.findByText('No hay paquetes vendidos este mes', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('Total: 0 unidades · 0,00 €')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Exportar' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('offers a retry when the month fails to load', async () => {
    renderLiquidacion({ reply: () => ({ status: 500, body: { detail: 'x' } }) });
    expect(await screen.findByText('Error al cargar la liquidación', {}, SLOW)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
  });

  it('keeps the commercial, upfront and state readable at phone width', async () => {
    renderLiquidacion({ width: 360 });
    expect(await screen.findByText('Sin upfront', {}, SLOW)).toBeTruthy();
    const grid = screen.getByRole('grid', { name: 'Paquetes del mes' });
    expect(within(grid).queryByRole('columnheader', { name: 'Tarifa' })).toBeNull();
    expect(within(grid).queryByRole('columnheader', { name: 'Cliente' })).toBeNull();
    expect(within(grid).queryByRole('columnheader', { name: 'Operador' })).toBeNull();
    for (const name of ['Comercial', 'Upfront', 'Estado'])
      expect(within(grid).getByRole('columnheader', { name })).toBeTruthy();
  });
});
