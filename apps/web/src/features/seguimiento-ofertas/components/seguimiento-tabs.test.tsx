import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveBlob } from '../../../api/save-blob';
import { sessionStore } from '../../../session/session-store';
import { MENSAJES_SEGUIMIENTO } from '../seguimiento-messages';
import { AHORA, RANGO_POR_DEFECTO, VACIA } from '../test/seguimiento-fixtures';
import { renderSeguimiento } from '../test/render-seguimiento';
import { roomForCharts } from '../../../test/room-for-charts';

vi.mock('../../../api/save-blob', () => ({ saveBlob: vi.fn() }));

// The first render brings MUI's tabs, the date pickers and, for Variables, the chart chunk.
const SLOW = { timeout: 8000 };

const cabeceras = (tabla: HTMLElement) =>
  within(tabla)
    .getAllByRole('columnheader')
    .map((celda) => celda.textContent);
const filas = (tabla: HTMLElement) =>
  within(tabla)
    .getAllByRole('row')
    .slice(1)
    .map((fila) =>
      within(fila)
        .getAllByRole('cell')
        .map((celda) => celda.textContent),
    );
const vistasPedidas = (llamadas: string[]) =>
  llamadas.map((path) => new URL(path, 'http://x').pathname.split('/management/')[1]);

async function abrirPestana(nombre: string) {
  await userEvent.click(await screen.findByRole('tab', { name: nombre }, SLOW));
}

describe('offers tracking: the views once access is granted', () => {
  beforeEach(() => {
    // Only the calendar is fixed (the default range); timers run as they do.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(AHORA);
    vi.mocked(saveBlob).mockClear();
  });
  afterEach(() => {
    sessionStore.logout();
    vi.useRealTimers();
  });

  it('shows the Resumen table with its declared columns, and asks for a view only when its tab opens', async () => {
    const { llamadasD } = await renderSeguimiento();
    const tabla = await screen.findByRole('table', { name: 'Resumen' }, SLOW);
    expect(cabeceras(tabla)).toEqual(['Estado', 'Ofertas', 'Importe (€)']);
    expect(filas(tabla)).toEqual([
      ['Firmada', '12', '1234,5'],
      ['Pendiente', '3', '—'],
    ]);
    expect(vistasPedidas(llamadasD())).toEqual(['check-access/', 'seguimiento-ofertas-resumen/']);

    await abrirPestana('Tickets');
    expect(await screen.findByText(MENSAJES_SEGUIMIENTO.noDisponible)).toBeTruthy();
    expect(vistasPedidas(llamadasD())).toContain('tickets/');
    expect(vistasPedidas(llamadasD())).not.toContain('seguimiento-ofertas-detalle/');
  });

  it('says when a view has no rows in the chosen dates', async () => {
    await renderSeguimiento({ vistas: { 'seguimiento-ofertas-resumen': { status: 200, body: VACIA } } });
    expect(await screen.findByText(MENSAJES_SEGUIMIENTO.vacio, {}, SLOW)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('draws the Variables tab as one line chart per series', async () => {
    roomForCharts();
    await renderSeguimiento();
    await abrirPestana('Variables');
    expect(await screen.findByRole('img', { name: 'Gráfico de Ofertas firmadas' }, SLOW)).toBeTruthy();
    const tramitaciones = await screen.findByRole('img', { name: 'Gráfico de Tramitaciones' });
    expect(screen.queryByRole('table')).toBeNull();
    // The provider's days on the axis as dates a reader writes, never the ISO text (issue 29 §5).
    expect(tramitaciones.textContent).toContain('01/03');
    expect(tramitaciones.textContent).toContain('02/03');
    expect(tramitaciones.textContent).not.toContain('2026-03');
  });

  it("names the second phase's tab in Spanish, keeping the view SPEC §7 names", async () => {
    const { llamadasD } = await renderSeguimiento();
    await abrirPestana('Segunda fase');
    await waitFor(() => expect(vistasPedidas(llamadasD())).toContain('seguimiento-ofertas-second/'));
    expect(screen.queryByRole('tab', { name: 'Second' })).toBeNull();
  });

  it('opens an offer from its row: its detail, the offer, and the PDF under the name our API gives', async () => {
    await renderSeguimiento();
    await abrirPestana('Ofertas');
    const tabla = await screen.findByRole('table', { name: 'Ofertas' }, SLOW);
    expect(cabeceras(tabla)).toEqual(['Oferta', 'Cliente', 'Firmada']);
    await userEvent.click(within(tabla).getByRole('button', { name: 'Ver oferta OF-1' }));

    const dialogo = await screen.findByRole('dialog', { name: 'Oferta OF-1' });
    const detalle = within(dialogo).getByRole('region', { name: 'Detalle' });
    expect(await within(detalle).findByText('Fecha alta')).toBeTruthy();
    expect(within(detalle).getByText('04/03/2026')).toBeTruthy();
    const oferta = within(dialogo).getByRole('region', { name: 'Oferta' });
    expect(await within(oferta).findByText('Fibra 600 Mb')).toBeTruthy();
    expect(within(oferta).getByText('39,9')).toBeTruthy();
    expect(within(oferta).getByText('Sí')).toBeTruthy();

    await userEvent.click(within(dialogo).getByRole('button', { name: 'Descargar PDF' }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(1));
    expect(vi.mocked(saveBlob).mock.calls[0]![1]).toBe('Oferta OF-1 firmada.pdf');
    expect(vi.mocked(saveBlob).mock.calls[0]![0]).toMatchObject({ type: 'application/pdf', size: 8 });
  });

  it('names the PDF Oferta_<id>.pdf when our API gives no name', async () => {
    await renderSeguimiento({ pdf: null });
    await abrirPestana('Ofertas');
    await userEvent.click(await screen.findByRole('button', { name: 'Ver oferta OF-1' }, SLOW));
    await userEvent.click(await screen.findByRole('button', { name: 'Descargar PDF' }));
    await waitFor(() =>
      expect(saveBlob).toHaveBeenCalledWith(
        expect.objectContaining({ type: 'application/pdf' }),
        'Oferta_OF-1.pdf',
      ),
    );
  });

  it("says 'Error al descargar el PDF' when the download fails", async () => {
    await renderSeguimiento({ pdf: 502 });
    await abrirPestana('Ofertas');
    await userEvent.click(await screen.findByRole('button', { name: 'Ver oferta OF-1' }, SLOW));
    await userEvent.click(await screen.findByRole('button', { name: 'Descargar PDF' }));
    expect(await screen.findByText(/Error al descargar el PDF/)).toBeTruthy();
    expect(saveBlob).not.toHaveBeenCalled();
  });

  it('sends since and until on every call, and asks again for other dates', async () => {
    const { llamadasD } = await renderSeguimiento();
    await abrirPestana('Ofertas');
    await userEvent.click(await screen.findByRole('button', { name: 'Ver oferta OF-1' }, SLOW));
    await userEvent.click(await screen.findByRole('button', { name: 'Descargar PDF' }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalled());
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar' }));

    // The page is hidden from the accessibility tree until the dialog has gone.
    await userEvent.click(await screen.findByRole('combobox', { name: 'Periodo' }));
    await userEvent.click(await screen.findByRole('option', { name: /^Mes anterior:/ }));
    await screen.findByRole('table', { name: 'Ofertas' });
    await waitFor(() => expect(llamadasD().some((path) => path.includes('since=2026-02-01'))).toBe(true));

    const llamadas = llamadasD();
    for (const path of llamadas) {
      const query = new URL(path, 'http://x').searchParams;
      expect(query.get('since')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(query.get('until')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    const con = (since: string, until: string) =>
      vistasPedidas(llamadas.filter((path) => path.endsWith(`?since=${since}&until=${until}`))).sort();
    expect(con(RANGO_POR_DEFECTO.since, RANGO_POR_DEFECTO.until)).toEqual([
      'check-access/',
      'download-pdf/OF-1/',
      'offer-detail-offer/OF-1/',
      'offer-detail/OF-1/',
      'seguimiento-ofertas-ofertas/',
      'seguimiento-ofertas-resumen/',
    ]);
    // Access is the provider's session, not a range's: the open tab alone asks again.
    expect(con('2026-02-01', '2026-02-28')).toEqual(['seguimiento-ofertas-ofertas/']);
  });
});
