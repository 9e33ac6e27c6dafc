import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { TiendaCifras } from '@ventas/domain/tiendas/tienda-cifras-contract';
import { MENSAJES_TIENDA as M, type Tienda } from '@ventas/domain/tiendas/tienda-contract';
import { createQueryClient } from '../../../api/query-client';
import { successMessage } from '../../../components/snackbar/snackbar-message';
import {
  createFakeServer,
  stubViewportWidth,
  type RecordedCall,
  type Reply,
} from '../../../test/fake-server';
import { TestProviders } from '../../../test/test-providers';
import { TiendasView } from './tiendas-view';
import { POR_ASIGNAR_ANSWER } from '../../../test/comerciales-fixture';

const SLOW = { timeout: 8000 };
const CENTRO: Tienda = {
  id: 7,
  nombre: 'Tienda Centro',
  direccion: 'Gran Vía 1',
  cp: '28013',
  localidad: 'Madrid',
  telefono: '910000000',
  horario: 'L-V 10:00-20:00',
  activa: true,
  comerciales: [{ id: 4, nombre: 'Ana Tienda' }],
  created_on: '2026-01-10T09:00:00.000Z',
  updated_on: '2026-01-10T09:00:00.000Z',
};
const NORTE: Tienda = {
  ...CENTRO,
  id: 8,
  nombre: 'Tienda Norte',
  activa: false,
  comerciales: [],
  telefono: null,
};
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
const CIFRAS: TiendaCifras = {
  tienda: { id: 7, nombre: 'Tienda Centro' },
  mes: '2026-03',
  ventana: { desde: '2026-03-02', hasta: '2026-04-01' },
  cerrado: false,
  figuras: { ...cero, atencion: 12, oferta: 5, vendido: 3, paquete: 2, cliente: 4 },
  cumplimiento: [
    { familia: 1, familia_nombre: 'FIBRA', objetivo: '12.00', consecucion: '9.00', objetivo_porc: '75.00' },
  ],
  comerciales: [
    {
      id: 4,
      nombre: 'Ana Tienda',
      ...cero,
      atencion: 12,
      oferta: 5,
      vendido: 3,
      consecucion_total: '75.00',
      objetivos: [],
    },
  ],
};
const COMERCIALES = [
  { id: 4, nombre_completo: 'Ana Tienda', username: 'ana', estado: 'ALTA', tipo_comercial: 'TIENDA', rol: 4 },
  { id: 5, nombre_completo: 'Bea Tienda', username: 'bea', estado: 'ALTA', tipo_comercial: 'TIENDA', rol: 4 },
  { id: 6, nombre_completo: 'Dani Dbl', username: 'dani', estado: 'ALTA', tipo_comercial: 'DBL', rol: 4 },
  POR_ASIGNAR_ANSWER,
];

function renderView(options: {
  canEdit?: boolean;
  seesAllFigures?: boolean;
  width?: number;
  tiendas?: Tienda[];
  answer?: (call: RecordedCall) => Reply | undefined;
}) {
  stubViewportWidth(options.width ?? 1280);
  const server = createFakeServer((call) => {
    const own = options.answer?.(call);
    if (own) return own;
    if (call.path === '/api/tiendas/' && call.method === 'GET')
      return { status: 200, body: options.tiendas ?? [CENTRO, NORTE] };
    if (call.path.startsWith('/api/tiendas/7/cifras/')) return { status: 200, body: CIFRAS };
    if (call.path === '/api/comerciales/') return { status: 200, body: COMERCIALES };
    if (call.path.startsWith('/api/utils/localidades-from-cp/'))
      return {
        status: 200,
        body: { cp: '28013', provincia: { codigo: '28', nombre: 'Madrid' }, localidades: [] },
      };
    if (call.method === 'POST') return { status: 201, body: CENTRO };
    if (call.method === 'PUT') return { status: 200, body: CENTRO };
    if (call.method === 'DELETE') return { status: 204 };
    return { status: 404, body: { detail: 'No encontrado.' } };
  });
  vi.stubGlobal('fetch', server.fetch);
  const view = (
    <TiendasView
      userId={4}
      canEdit={options.canEdit ?? false}
      seesAllFigures={options.seesAllFigures ?? false}
    />
  );
  const router = createMemoryRouter([{ path: '/tiendas', element: view }], { initialEntries: ['/tiendas'] });
  render(
    <TestProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { writes: () => server.calls.filter((call) => call.method !== 'GET') };
}

const tarjeta = async (nombre: string) => screen.findByRole('article', { name: nombre }, SLOW);

describe('TiendasView (/tiendas)', () => {
  it('lists every store with its address, phone, hours, state and commercials, read-only for a Comercial', async () => {
    renderView({});
    const centro = await tarjeta('Tienda Centro');
    expect(within(centro).getByText('Gran Vía 1, 28013 Madrid')).toBeTruthy();
    expect(within(centro).getByRole('link', { name: '910000000' }).getAttribute('href')).toBe(
      'tel:+34910000000',
    );
    expect(within(centro).getByText('Horario: L-V 10:00-20:00')).toBeTruthy();
    expect(within(centro).getByText('Activa')).toBeTruthy();
    expect(within(centro).getByText('Ana Tienda')).toBeTruthy();
    const norte = await tarjeta('Tienda Norte');
    expect(within(norte).getByText('Inactiva')).toBeTruthy();
    expect(within(norte).getByText(M.sinComerciales)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Nueva tienda' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Editar/ })).toBeNull();
    // A Comercial opens the figures of their own store only.
    expect(within(centro).getByRole('button', { name: 'Cifras del mes' })).toBeTruthy();
    expect(within(norte).queryByRole('button', { name: 'Cifras del mes' })).toBeNull();
  });

  it('says so when there are no stores', async () => {
    renderView({ tiendas: [] });
    expect(await screen.findByText(M.vacia, {}, SLOW)).toBeTruthy();
  });

  it('shows the load error with a retry', async () => {
    renderView({
      answer: (call) => (call.path === '/api/tiendas/' ? { status: 500, body: { detail: 'x' } } : undefined),
    });
    expect(await screen.findByText(M.errorLista, {}, SLOW)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
  });

  it("opens a store's month: Gerencia's figures, attainment per family and each commercial", async () => {
    const user = userEvent.setup();
    renderView({ seesAllFigures: true });
    const norte = await tarjeta('Tienda Norte');
    expect(within(norte).getByRole('button', { name: 'Cifras del mes' })).toBeTruthy();
    await user.click(within(await tarjeta('Tienda Centro')).getByRole('button', { name: 'Cifras del mes' }));
    expect(await screen.findByText('Del 02/03/2026 al 01/04/2026', {}, SLOW)).toBeTruthy();
    expect(screen.getByTitle(/alguna atención/).textContent).toBe('Atenciones12');
    expect(screen.getByTitle(/activada/).textContent).toBe('Vendidos3');
    expect(screen.getByText('9 de 12 · 75 %')).toBeTruthy();
    expect(
      screen.getByRole('progressbar', { name: 'Cumplimiento de FIBRA' }).getAttribute('aria-valuenow'),
    ).toBe('75');
    const fila = within(screen.getByRole('table', { name: 'Cifras por comercial' })).getByRole('row', {
      name: /Ana Tienda/,
    });
    expect(fila.textContent).toBe('Ana Tienda125375 %');
  });

  it('opens and closes the figures from the keyboard', async () => {
    const user = userEvent.setup();
    renderView({ seesAllFigures: true });
    const boton = within(await tarjeta('Tienda Centro')).getByRole('button', { name: 'Cifras del mes' });
    boton.focus();
    await user.keyboard('{Enter}');
    expect(boton.getAttribute('aria-expanded')).toBe('true');
    expect(await screen.findByText('9 de 12 · 75 %', {}, SLOW)).toBeTruthy();
    await user.keyboard(' ');
    expect(boton.getAttribute('aria-expanded')).toBe('false');
    expect(boton.textContent).toBe('Cifras del mes');
  });

  it('creates a store with its commercials chosen among the TIENDA-type accounts', async () => {
    const user = userEvent.setup();
    const { writes } = renderView({ canEdit: true });
    await user.click(await screen.findByRole('button', { name: 'Nueva tienda' }, SLOW));
    const dialog = screen.getByRole('dialog', { name: 'Nueva tienda' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Nombre' }), 'Tienda Sur');
    await user.type(within(dialog).getByRole('textbox', { name: 'Código postal' }), '28013');
    await user.type(within(dialog).getByRole('combobox', { name: 'Localidad' }), 'Madrid');
    await user.type(within(dialog).getByRole('textbox', { name: 'Teléfono' }), '600 11 22 33');
    await user.click(within(dialog).getByRole('combobox', { name: 'Comerciales' }));
    const opciones = await screen.findAllByRole('option', {}, SLOW);
    expect(opciones.map((o) => o.textContent)).toEqual(['Ana Tienda', 'Bea Tienda']);
    await user.click(screen.getByRole('option', { name: 'Bea Tienda' }));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(successMessage(M.creada), {}, SLOW)).toBeTruthy();
    expect(writes()).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/api/tiendas/',
        body: {
          nombre: 'Tienda Sur',
          direccion: null,
          cp: '28013',
          localidad: 'Madrid',
          telefono: '600112233',
          horario: null,
          activa: true,
          comerciales: [5],
        },
      }),
    ]);
  });

  it('refuses a form without a name or with a postal code of no province, sending nothing', async () => {
    const user = userEvent.setup();
    const { writes } = renderView({ canEdit: true });
    await user.click(await screen.findByRole('button', { name: 'Nueva tienda' }, SLOW));
    await user.type(screen.getByRole('textbox', { name: 'Código postal' }), '99000');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(M.nombre)).toBeTruthy();
    expect(screen.getByText(/no corresponde a ninguna provincia/)).toBeTruthy();
    expect(writes()).toEqual([]);
  });

  it("shows the server's refusal of a commercial on the field", async () => {
    const user = userEvent.setup();
    renderView({
      canEdit: true,
      answer: (call) =>
        call.method === 'PUT' ? { status: 400, body: { comerciales: [M.noTienda([6])] } } : undefined,
    });
    await user.click(await screen.findByRole('button', { name: 'Editar Tienda Centro' }, SLOW));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(M.noTienda([6]), {}, SLOW)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Editar tienda' })).toBeTruthy();
  });

  it('deletes a store only after confirmation', async () => {
    const user = userEvent.setup();
    const { writes } = renderView({ canEdit: true });
    await user.click(await screen.findByRole('button', { name: 'Eliminar Tienda Norte' }, SLOW));
    expect(writes()).toEqual([]);
    await user.click(
      within(screen.getByRole('dialog', { name: 'Eliminar tienda' })).getByRole('button', {
        name: 'Eliminar',
      }),
    );
    expect(await screen.findByText(successMessage(M.eliminada), {}, SLOW)).toBeTruthy();
    await waitFor(() =>
      expect(writes().map((c) => [c.method, c.path])).toEqual([['DELETE', '/api/tiendas/8/']]),
    );
  });

  it('fits a 360 px phone: one card per row, the dialog full screen', async () => {
    const user = userEvent.setup();
    renderView({ canEdit: true, width: 360 });
    expect(await tarjeta('Tienda Centro')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Nueva tienda' }));
    expect(screen.getByRole('dialog', { name: 'Nueva tienda' }).className).toMatch(/FullScreen/);
  });
});
