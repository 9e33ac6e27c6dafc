import { render, screen, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import {
  MENSAJES_RENDIMIENTO,
  SIN_ORIGEN,
  type RendimientoOrigen,
} from '@ventas/domain/rendimiento-origen/rendimiento-origen-contract';
import { createQueryClient } from '../../../api/query-client';
import { createFakeServer, stubViewportWidth, type Reply } from '../../../test/fake-server';
import { TestProviders } from '../../../test/test-providers';
import { RendimientoOrigenTab } from './rendimiento-origen-tab';
import { keepEveryStyleRule } from '../../../test/style-rules-in-jsdom';

// This file reads the table box's overflow: every style rule is inserted (style-rules-in-jsdom.ts).
keepEveryStyleRule();

const SLOW = { timeout: 8000 };
const cero = {
  leads: 0,
  contactados: 0,
  agendados: 0,
  no_interesados: 0,
  con_oferta: 0,
  vendidos: 0,
  conversion_leads: null,
  conversion_contactados: null,
};
const DATOS: RendimientoOrigen = {
  filas: [
    {
      origen: 7,
      nombre: 'Web',
      leads: 1200,
      contactados: 8,
      agendados: 2,
      no_interesados: 1,
      con_oferta: 3,
      vendidos: 1,
      conversion_leads: 0.1,
      conversion_contactados: 12.5,
    },
    { origen: 9, nombre: 'Feria', ...cero },
    { origen: null, nombre: SIN_ORIGEN, ...cero, leads: 2, vendidos: 1, conversion_leads: 50 },
  ],
  total: {
    ...cero,
    leads: 1202,
    contactados: 8,
    vendidos: 2,
    conversion_leads: 0.2,
    conversion_contactados: 25,
  },
};

function renderTab(reply: Reply, width = 1280) {
  stubViewportWidth(width);
  const server = createFakeServer((call) =>
    call.path.startsWith('/api/rendimiento-origen/')
      ? reply
      : { status: 404, body: { detail: 'No encontrado.' } },
  );
  vi.stubGlobal('fetch', server.fetch);
  const router = createMemoryRouter([{ path: '/databaseManagement', element: <RendimientoOrigenTab /> }], {
    initialEntries: ['/databaseManagement?tab=rendimiento'],
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

describe('RendimientoOrigenTab', () => {
  it("shows each origin's figures and conversions, each non-zero count opening its customers", async () => {
    const server = renderTab({ status: 200, body: DATOS });
    const tabla = await screen.findByRole('table', { name: 'Rendimiento por origen' }, SLOW);
    expect(
      within(tabla)
        .getAllByRole('rowheader')
        .map((celda) => celda.textContent),
    ).toEqual(['Web', 'Feria', SIN_ORIGEN, 'Total']);
    const leads = enlace(tabla, 'Leads de Web: 1200');
    expect(leads.pathname).toBe('/teletrabajo');
    expect(leads.searchParams.getAll('origenBbdd')).toEqual(['7']);
    const vendidos = enlace(tabla, 'Vendidos de Web: 1');
    expect(vendidos.searchParams.getAll('estadoOferta')).toEqual(['4', '6']);
    const contactados = enlace(tabla, 'Contactados de Total: 8');
    expect(contactados.searchParams.has('origenBbdd')).toBe(false);
    expect(contactados.searchParams.getAll('atencion_tipo')).toHaveLength(4);
    // A zero opens nothing; the customers with no origin are the origin filter's 'null'.
    expect(within(tabla).queryByRole('link', { name: /de Feria/ })).toBeNull();
    const sinOrigen = enlace(tabla, `Leads de ${SIN_ORIGEN}: 2`);
    expect(sinOrigen.searchParams.getAll('origenBbdd')).toEqual(['null']);
    const web = within(tabla).getByRole('rowheader', { name: 'Web' }).closest('tr')!;
    expect(web.textContent).toContain('0,1 %');
    expect(web.textContent).toContain('12,5 %');
    expect(within(tabla).getByRole('rowheader', { name: 'Feria' }).closest('tr')!.textContent).toContain('—');
    const pedida = server.calls.find((call) => call.path.startsWith('/api/rendimiento-origen/'))!;
    expect(pedida.path).toBe('/api/rendimiento-origen/');
  });

  it('says when there is nothing to show', async () => {
    renderTab({ status: 200, body: { filas: [], total: cero } });
    expect(await screen.findByText(MENSAJES_RENDIMIENTO.vacio, {}, SLOW)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says when the figures fail to load and offers to try again', async () => {
    renderTab({ status: 500, body: { detail: 'x' } });
    expect(await screen.findByText(MENSAJES_RENDIMIENTO.error, {}, SLOW)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
  });

  it('fits a 360 px phone: the table scrolls sideways inside its card', async () => {
    renderTab({ status: 200, body: DATOS }, 360);
    const tabla = await screen.findByRole('table', { name: 'Rendimiento por origen' }, SLOW);
    expect(getComputedStyle(tabla.parentElement!).overflowX).toBe('auto');
  });
});
