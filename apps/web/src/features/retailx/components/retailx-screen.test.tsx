import { render, screen, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Retailx } from '@ventas/domain/retailx/retailx-contract';
import { MENSAJES_RETAILX, SIN_TIENDA } from '@ventas/domain/retailx/retailx-contract';
import { createQueryClient } from '../../../api/query-client';
import { createFakeServer, stubViewportWidth, type Reply } from '../../../test/fake-server';
import { TestProviders } from '../../../test/test-providers';
import { RetailxScreen } from './retailx-screen';
import { keepEveryStyleRule } from '../../../test/style-rules-in-jsdom';

// This file reads the table box's overflow: every style rule is inserted (style-rules-in-jsdom.ts).
keepEveryStyleRule();

const SLOW = { timeout: 8000 };
const cero = {
  atencion: 0,
  agendado: 0,
  gestion: 0,
  nointeresado: 0,
  oferta: 0,
  vendido: 0,
  paquete: 0,
  cliente: 0,
};
const VENTANA = { desde: '2026-03-02', hasta: '2026-04-01' };
const DATOS: Retailx = {
  ventana: VENTANA,
  tiendas: [
    { tienda: 7, nombre: 'Centro', comerciales: [4, 5], ...cero, atencion: 2, vendido: 1 },
    { tienda: null, nombre: SIN_TIENDA, comerciales: [6], ...cero, atencion: 1 },
  ],
  comerciales: [
    { comercial: 5, nombre: 'Bea Tienda', tienda: 7, ...cero, atencion: 1, vendido: 1 },
    { comercial: 4, nombre: 'Ana Tienda', tienda: 7, ...cero, atencion: 2 },
    { comercial: 6, nombre: 'Dani Suelto', tienda: null, ...cero, atencion: 1 },
  ],
  total: { ...cero, atencion: 3, vendido: 1 },
};

function renderScreen(reply: Reply, url = '/retailX', width = 1280) {
  stubViewportWidth(width);
  const server = createFakeServer((call) =>
    call.path.startsWith('/api/retailx/') ? reply : { status: 404, body: { detail: 'No encontrado.' } },
  );
  vi.stubGlobal('fetch', server.fetch);
  const router = createMemoryRouter([{ path: '/retailX', element: <RetailxScreen /> }], {
    initialEntries: [url],
  });
  render(
    <TestProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return server;
}

const enlace = (tabla: HTMLElement, nombre: string) =>
  new URL(within(tabla).getByRole('link', { name: nombre }).getAttribute('href')!, 'http://x');

describe('RetailxScreen (/retailX)', () => {
  it("shows each store's figures, the channel total, and opens a store's customers in Teletrabajo", async () => {
    renderScreen({ status: 200, body: DATOS });
    const tiendas = await screen.findByRole('table', { name: 'Cifras por tienda' }, SLOW);
    const filas = within(tiendas)
      .getAllByRole('rowheader')
      .map((celda) => celda.textContent);
    expect(filas).toEqual(['Centro', SIN_TIENDA, 'Total canal']);
    const atenciones = enlace(tiendas, 'Atenciones de Centro: 2');
    expect(atenciones.pathname).toBe('/teletrabajo');
    expect(atenciones.searchParams.getAll('atencion_comercial')).toEqual(['4', '5']);
    expect(atenciones.searchParams.get('atencion_updated_on_after')).toBe(VENTANA.desde);
    expect(atenciones.searchParams.get('atencion_updated_on_before')).toBe(VENTANA.hasta);
    const vendidos = enlace(tiendas, 'Vendidos de Total canal: 1');
    expect(vendidos.searchParams.getAll('venta_comercial')).toEqual(['5', '4', '6']);
    // A zero opens nothing.
    expect(within(tiendas).queryByRole('link', { name: /Ofertas de Centro/ })).toBeNull();
  });

  it('lists the commercials by name, each count opening exactly their customers', async () => {
    renderScreen({ status: 200, body: DATOS });
    const tabla = await screen.findByRole('table', { name: 'Cifras por comercial' }, SLOW);
    const nombres = within(tabla)
      .getAllByRole('rowheader')
      .map((celda) => celda.textContent);
    expect(nombres).toEqual(['Ana Tienda', 'Bea Tienda', 'Dani Suelto', 'Total canal']);
    expect(enlace(tabla, 'Atenciones de Ana Tienda: 2').searchParams.getAll('atencion_comercial')).toEqual([
      '4',
    ]);
  });

  it("narrows the commercials by the top bar's search, and asks the API for the URL's dates", async () => {
    const server = renderScreen(
      { status: 200, body: DATOS },
      '/retailX?search=bea&fechas_after=2026-03-02&fechas_before=2026-04-01',
    );
    const tabla = await screen.findByRole('table', { name: 'Cifras por comercial' }, SLOW);
    expect(
      within(tabla)
        .getAllByRole('rowheader')
        .map((c) => c.textContent),
    ).toEqual(['Bea Tienda', 'Total canal']);
    const pedida = server.calls.find((call) => call.path.startsWith('/api/retailx/'))!;
    const params = new URL(pedida.path, 'http://x').searchParams;
    expect(params.get('fechas_after')).toBe('2026-03-02');
    expect(params.get('fechas_before')).toBe('2026-04-01');
    expect(params.has('search')).toBe(false);
  });

  it('hides the per-store table when the distributor has no stores', async () => {
    renderScreen({ status: 200, body: { ...DATOS, tiendas: [] } });
    await screen.findByRole('table', { name: 'Cifras por comercial' }, SLOW);
    expect(screen.queryByRole('table', { name: 'Cifras por tienda' })).toBeNull();
  });

  it('says when there are no TIENDA commercials', async () => {
    renderScreen({ status: 200, body: { ...DATOS, tiendas: [], comerciales: [], total: cero } });
    expect(await screen.findByText(MENSAJES_RETAILX.vacio, {}, SLOW)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says when the figures fail to load and offers to try again', async () => {
    renderScreen({ status: 500, body: { detail: 'x' } });
    expect(await screen.findByText(MENSAJES_RETAILX.error, {}, SLOW)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
  });

  it('fits a 360 px phone: the tables scroll sideways inside the page', async () => {
    renderScreen({ status: 200, body: DATOS }, '/retailX', 360);
    const tabla = await screen.findByRole('table', { name: 'Cifras por comercial' }, SLOW);
    expect(getComputedStyle(tabla.parentElement!).overflowX).toBe('auto');
    expect(screen.getByLabelText('Periodo')).toBeTruthy();
  });
});
