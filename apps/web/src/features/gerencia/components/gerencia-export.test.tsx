import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { downloadExportFile } from '../../../api/download-export-file';
import { EXPORT_FILENAME } from '../test/gerencia-fake-api';
import { PERIODO } from '../test/gerencia-fixtures';
import { SLOW, esperarTabla, renderGerencia } from '../test/render-gerencia';

vi.mock('../../../api/download-export-file', () => ({ downloadExportFile: vi.fn() }));

const EXPORTAR = '/api/comerciales/gerencia/download-xlsx-gerencia/';

describe('Gerencia · Comerciales: the xlsx', () => {
  it('exports with the figures’ own filters and downloads the job’s file', async () => {
    vi.mocked(downloadExportFile).mockResolvedValue(undefined);
    const user = userEvent.setup();
    const { llamadas } = renderGerencia({
      url: '/gerencia/comerciales?fechas_after=2026-03-05&fechas_before=2026-03-09&tipo_comercial=DBL',
    });
    await esperarTabla();

    await user.click(screen.getByRole('button', { name: 'Exportar' }));

    await vi.waitFor(() => expect(downloadExportFile).toHaveBeenCalledWith(EXPORT_FILENAME));
    expect(llamadas(EXPORTAR).map((call) => call.url.search)).toEqual([
      '?tipo_comercial=DBL&fechas_after=2026-03-05&fechas_before=2026-03-09',
    ]);
    expect(await screen.findByText(new RegExp(`se ha descargado ${EXPORT_FILENAME}`), {}, SLOW)).toBeTruthy();
  });

  it('exports only the commercials the search leaves', async () => {
    vi.mocked(downloadExportFile).mockResolvedValue(undefined);
    const user = userEvent.setup();
    const { llamadas } = renderGerencia({ url: '/gerencia/comerciales?search=carlos' });
    await esperarTabla();

    await user.click(screen.getByRole('button', { name: 'Exportar' }));

    await vi.waitFor(() => expect(downloadExportFile).toHaveBeenCalled());
    expect(llamadas(EXPORTAR).map((call) => call.url.search)).toEqual(['?comercial=4']);
  });

  it("exports the selected commercials' attentions of the figures' window, only once one is selected", async () => {
    vi.mocked(downloadExportFile).mockResolvedValue(undefined);
    const user = userEvent.setup();
    const { llamadas } = renderGerencia({ url: '/gerencia/comerciales' });
    const tabla = await esperarTabla();
    const boton = screen.getByRole('button', { name: 'Exportar atenciones' }) as HTMLButtonElement;
    expect(boton.disabled).toBe(true);

    await user.click(within(tabla).getByRole('checkbox', { name: 'Seleccionar a Carlos Comercial' }));
    await user.click(boton);

    await vi.waitFor(() => expect(downloadExportFile).toHaveBeenCalledWith(EXPORT_FILENAME));
    expect(
      llamadas('/api/atenciones/gerencia/download-xlsx-atenciones-comercial').map((call) => call.url.search),
    ).toEqual([`?updated_on_after=${PERIODO.desde}&updated_on_before=${PERIODO.hasta}&comercial=4`]);
  });
});
