import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  COLUMNAS_PIPELINE,
  PROBABILIDADES_POR_DEFECTO,
  resumenPipeline,
} from '@ventas/domain/ofertas/pipeline';
import type { TarjetaPipeline } from '@ventas/domain/ofertas/pipeline-contract';
import { sessionStore } from '../../../session/session-store';
import { comercialSignInReply } from '../../../test/comercial-sign-in';
import { createFakeServer, type RecordedCall, type Reply } from '../../../test/fake-server';
import { TestProviders } from '../../../test/test-providers';
import { PipelineScreen } from './pipeline-screen';
import { POR_ASIGNAR_ANSWER } from '../../../test/comerciales-fixture';
import { ofertaDetail } from '../../../test/oferta-fixture';

const tarjeta = (id: number, estado: TarjetaPipeline['estado'], nombre: string): TarjetaPipeline => ({
  id,
  estado,
  cliente: { id: 100 + id, nombre },
  comercial: { id: 4, nombre_completo: 'Carmen Comercial' },
  precio_total: '45.50',
  operador: 'A',
  segmento: 'PARTICULAR',
  created_on: '2026-12-02T09:30:00.000Z',
  updated_on: '2026-12-02T09:30:00.000Z',
  activacion_solicitada: null,
});

const PENDIENTES = [tarjeta(1, 1, 'Ana Pérez'), tarjeta(2, 1, 'Luis Gil')];
const PRESENTADA = [tarjeta(3, 2, 'Marta Ruiz')];
const RESUMEN = resumenPipeline(
  [
    { estado: 1, count: 2, total: '91.00' },
    { estado: 2, count: 1, total: '45.50' },
  ],
  PROBABILIDADES_POR_DEFECTO,
);

interface Api {
  /** The answer to a card's move. */
  mover?: (call: RecordedCall) => Reply;
  /** The reader's role (4 Comercial, 3 Manager). */
  rol?: number;
  /** The board's sums answer once this settles (a slow count over many offers). */
  resumenTras?: Promise<void>;
}

const OPERADORES = [
  { codigo: 'A', nombre: 'Operadora A', grupo: null, terminales_de: null },
  { codigo: 'DBL', nombre: 'Doble', grupo: null, terminales_de: 'B' },
];
const comercial = (id: number, nombre_completo: string, username: string) => ({
  id,
  nombre_completo,
  username,
  estado: 'ALTA',
  tipo_comercial: 'TIENDA',
  rol: 4,
});
const COMERCIALES = [
  comercial(4, 'Carmen Comercial', 'carmen'),
  comercial(9, 'Pablo Ventas', 'pablo'),
  POR_ASIGNAR_ANSWER,
];

async function abrir(path = '/ofertas', api: Api = {}) {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-05T10:00:00Z') });
  const server = createFakeServer(async (call) => {
    const signIn = comercialSignInReply(call);
    if (signIn && call.path === '/api/cuentas/detalle/' && api.rol)
      return { ...signIn, body: { ...(signIn.body as object), rol: { id: api.rol } } };
    if (signIn) return signIn;
    if (call.path === '/api/servicios/operadores/') return { status: 200, body: OPERADORES };
    if (call.path === '/api/comerciales/') return { status: 200, body: COMERCIALES };
    if (call.path.startsWith('/api/atenciones/ofertas/pipeline/lista/')) {
      const results = [...PENDIENTES, ...PRESENTADA];
      return { status: 200, body: { results, count: results.length, current: 1, count_exact: true } };
    }
    if (call.path.startsWith('/api/atenciones/ofertas/pipeline/tarjetas/')) {
      const estado = new URL(call.path, 'http://x').searchParams.get('estado');
      const results = estado === '1' ? PENDIENTES : estado === '2' ? PRESENTADA : [];
      return { status: 200, body: { results, count: results.length, current: 1, count_exact: true } };
    }
    if (call.path.startsWith('/api/atenciones/ofertas/pipeline/')) {
      await api.resumenTras;
      return { status: 200, body: RESUMEN };
    }
    if (call.method === 'POST' && api.mover) return api.mover(call);
    return { status: 404, body: { detail: 'No encontrado' } };
  });
  vi.stubGlobal('fetch', server.fetch);
  await sessionStore.login({ username: 'comercial', password: 'x' });
  const router = createMemoryRouter(
    [
      { path: '/ofertas', element: <PipelineScreen /> },
      { path: '/offerconfigurator/:id', element: <p>Configurador</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  const columna = (nombre: string) => screen.getByRole('region', { name: new RegExp(`^${nombre}`) });
  const lecturas = () =>
    server.calls.filter((call) => call.path.startsWith('/api/atenciones/ofertas/pipeline/'));
  return { router, server, columna, lecturas };
}

describe('the offers pipeline (issue 31 §2)', { timeout: 20_000 }, () => {
  afterEach(() => {
    sessionStore.logout();
    vi.useRealTimers();
  });

  it("shows every status as a column with its count and totals, and this month's forecast", async () => {
    const { columna, lecturas } = await abrir();
    await screen.findByText('Ana Pérez');
    expect(screen.getAllByRole('region')).toHaveLength(COLUMNAS_PIPELINE.length);
    const pendiente = columna('Pendiente');
    expect(within(pendiente).getByText('2 ofertas')).toBeTruthy();
    expect(within(columna('Presentada')).getByText('1 oferta')).toBeTruthy();
    expect(within(pendiente).getByText('91,00 €')).toBeTruthy();
    // 20 % of 91,00 €.
    expect(within(pendiente).getByText('Ponderado (20 %)')).toBeTruthy();
    expect(within(pendiente).getByText('18,20 €')).toBeTruthy();
    expect(
      within(pendiente)
        .getAllByRole('listitem')
        .map((card) => card.textContent),
    ).toEqual([
      expect.stringContaining('Ana Pérez45,50 €/mesCarmen Comercial · 02/12/2026 10:30'),
      expect.stringContaining('Luis Gil'),
    ]);
    expect(within(columna('Cancelada')).getByText('Sin ofertas')).toBeTruthy();
    // 18,20 € + 50 % of 45,50 €.
    expect(screen.getByText('3 ofertas · Total mensual 136,50 € · Previsión ponderada 40,95 €')).toBeTruthy();
    // This month, as whole Madrid days; each column's first cards asked for once, with the sums.
    expect(lecturas().map((call) => call.path)).toContain(
      '/api/atenciones/ofertas/pipeline/?created_on_after=2026-12-01&created_on_before=2026-12-31',
    );
    const tarjetas = lecturas().filter((call) => call.path.includes('/pipeline/tarjetas/'));
    expect(tarjetas).toHaveLength(COLUMNAS_PIPELINE.length);
  });

  it("shows each column's first cards without waiting for the board's sums", async () => {
    let sumas = () => {};
    const { columna } = await abrir('/ofertas', { resumenTras: new Promise((done) => (sumas = done)) });
    // Before: a column asked for its cards only once the sums said it was not empty.
    expect(await within(columna('Pendiente')).findByText('Ana Pérez')).toBeTruthy();
    expect(within(columna('Pendiente')).getByRole('heading').textContent).toBe('…');
    sumas();
    expect(await within(columna('Pendiente')).findByText('2 ofertas')).toBeTruthy();
  });

  it('asks for another month, or any date, through the URL', async () => {
    const { router, lecturas } = await abrir('/ofertas?mes=2026-11');
    await screen.findByText('Ana Pérez');
    expect(lecturas().map((call) => call.path)).toContain(
      '/api/atenciones/ofertas/pipeline/?created_on_after=2026-11-01&created_on_before=2026-11-30',
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Creadas en' }), 'Cualquier fecha');
    expect(router.state.location.search).toBe('?mes=todo');
    await waitFor(() =>
      expect(lecturas().map((call) => call.path)).toContain('/api/atenciones/ofertas/pipeline/'),
    );
  });

  it('opens the offer in the configurator from its card, with the way back', async () => {
    const { router } = await abrir();
    await userEvent.click(await screen.findByRole('link', { name: 'Ana Pérez' }));
    expect(router.state.location.pathname).toBe('/offerconfigurator/101');
    expect(new URLSearchParams(router.state.location.search).get('oferta')).toBe('1');
    expect(new URLSearchParams(router.state.location.search).get('volver')).toBe('/ofertas');
  });

  it('moves a card by keyboard to the statuses its own may go to, and reads the board again', async () => {
    const moved: unknown[] = [];
    const { lecturas } = await abrir('/ofertas', {
      mover: (call) => {
        moved.push({ path: call.path, body: call.body });
        return { status: 200, body: ofertaDetail(1, { estado: 2, estadoLabel: 'Presentada' }) };
      },
    });
    const boton = await screen.findByRole('button', { name: 'Mover la oferta de Ana Pérez' });
    boton.focus();
    await userEvent.keyboard('{Enter}');
    const opciones = await screen.findAllByRole('menuitem');
    // Pendiente → Presentada, Rechazada, Cancelada (decision 68).
    expect(opciones.map((opcion) => opcion.textContent)).toEqual([
      'Mover a Presentada',
      'Mover a Rechazada',
      'Mover a Cancelada',
    ]);
    const antes = lecturas().length;
    await userEvent.keyboard('{Enter}');
    await screen.findByText(/Oferta movida a Presentada/);
    expect(moved).toEqual([{ path: '/api/atenciones/oferta/1/estado/', body: { estado: 2 } }]);
    await waitFor(() => expect(lecturas().length).toBeGreaterThan(antes));
  });

  it('says why the server refused a move', async () => {
    await abrir('/ofertas', {
      mover: () => ({ status: 400, body: { estado: ['Una oferta pendiente no puede pasar a rechazada.'] } }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Mover la oferta de Luis Gil' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Mover a Rechazada' }));
    expect(await screen.findByText(/Una oferta pendiente no puede pasar a rechazada\./)).toBeTruthy();
  });

  it('says a sale became a request for a Manager', async () => {
    await abrir('/ofertas', {
      mover: () => ({
        status: 200,
        body: ofertaDetail(3, {
          estado: 2,
          estadoLabel: 'Presentada',
          declaracion: {
            modo: 'MANAGER_CONFIRMA',
            gestionaEquipo: false,
            solicitud: {
              estado: 4,
              estadoLabel: 'Activada',
              solicitadaPor: null,
              solicitadaEl: '2026-12-05T10:00:00Z',
            },
            rechazo: null,
          },
        }),
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Mover la oferta de Marta Ruiz' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Mover a Activada' }));
    expect(
      await screen.findByText(
        'Solicitud enviada: la oferta sigue en Presentada hasta que un manager confirme Activada.',
      ),
    ).toBeTruthy();
  });

  it('filters by operator and segment through the URL, keeping the period; a Comercial picks no commercial', async () => {
    const { router, lecturas } = await abrir('/ofertas?mes=2026-11');
    await screen.findByText('Ana Pérez');
    expect(screen.queryByRole('combobox', { name: 'Comercial' })).toBeNull();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Operador' }), 'Doble');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Segmento' }), 'Negocios');
    expect(router.state.location.search).toBe('?mes=2026-11&operador=DBL&segmento=NEGOCIOS');
    const filtrada =
      'created_on_after=2026-11-01&created_on_before=2026-11-30&operador=DBL&segmento=NEGOCIOS';
    await waitFor(() =>
      expect(lecturas().map((call) => call.path)).toContain(`/api/atenciones/ofertas/pipeline/?${filtrada}`),
    );
    // The columns read their cards through the same filters.
    expect(lecturas().map((call) => call.path)).toContain(
      `/api/atenciones/ofertas/pipeline/tarjetas/?${filtrada}&estado=1&page=1&itemsPerPage=10`,
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Operador' }), 'Todos');
    expect(router.state.location.search).toBe('?mes=2026-11&segmento=NEGOCIOS');
  });

  it("lets a Manager pick a commercial's board", async () => {
    const { router, lecturas } = await abrir('/ofertas', { rol: 3 });
    const comercial = await screen.findByRole('combobox', { name: 'Comercial' });
    await waitFor(() =>
      expect(
        within(comercial)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Todos', 'Carmen Comercial', 'Pablo Ventas']),
    );
    await userEvent.selectOptions(comercial, 'Pablo Ventas');
    expect(router.state.location.search).toBe('?comercial=9');
    await waitFor(() =>
      expect(lecturas().map((call) => call.path)).toContain(
        '/api/atenciones/ofertas/pipeline/?created_on_after=2026-12-01&created_on_before=2026-12-31&comercial=9',
      ),
    );
  });

  it('moves a card dragged to a column its status may go to, and says why another refuses it', async () => {
    const moved: unknown[] = [];
    const { columna } = await abrir('/ofertas', {
      mover: (call) => {
        moved.push(call.body);
        return { status: 200, body: ofertaDetail(1, { estado: 2, estadoLabel: 'Presentada' }) };
      },
    });
    const carta = (await screen.findByText('Ana Pérez')).closest('li')!;
    expect(carta.getAttribute('draggable')).toBe('true');
    const dataTransfer = { setData: vi.fn(), effectAllowed: '', dropEffect: '' };

    // Over Activada Parcial, which a Pendiente offer may not reach: the drop is refused before it lands.
    fireEvent.dragStart(carta, { dataTransfer });
    fireEvent.dragOver(columna('Activada Parcial'), { dataTransfer });
    expect(within(columna('Activada Parcial')).getByText('No se puede mover aquí')).toBeTruthy();
    expect(within(columna('Presentada')).queryByText('No se puede mover aquí')).toBeNull();
    fireEvent.drop(columna('Activada Parcial'), { dataTransfer });
    expect(await screen.findByText(/^Una oferta pendiente no puede pasar a activada parcial\./)).toBeTruthy();
    fireEvent.dragEnd(carta, { dataTransfer });
    expect(moved).toEqual([]);
    expect(screen.queryByText('No se puede mover aquí')).toBeNull();

    // Dropped on its own column, nothing happens.
    fireEvent.dragStart(carta, { dataTransfer });
    fireEvent.drop(columna('Pendiente'), { dataTransfer });
    expect(moved).toEqual([]);

    fireEvent.dragStart(carta, { dataTransfer });
    fireEvent.dragOver(columna('Presentada'), { dataTransfer });
    expect(dataTransfer.dropEffect).toBe('move');
    fireEvent.drop(columna('Presentada'), { dataTransfer });
    await screen.findByText(/Oferta movida a Presentada/);
    expect(moved).toEqual([{ estado: 2 }]);
  });

  it('shows the same offers as a list under the same filters, kept in the URL', async () => {
    const { router, lecturas } = await abrir('/ofertas?mes=2026-11&operador=A');
    await screen.findByText('Ana Pérez');
    await userEvent.click(screen.getByRole('button', { name: 'Lista' }));
    expect(router.state.location.search).toBe('?mes=2026-11&operador=A&vista=lista');
    await screen.findByRole('grid', {}, { timeout: 8000 });
    await waitFor(() =>
      expect(lecturas().map((call) => call.path)).toContainEqual(
        expect.stringMatching(
          /^\/api\/atenciones\/ofertas\/pipeline\/lista\/\?created_on_after=2026-11-01&created_on_before=2026-11-30&operador=A&/,
        ),
      ),
    );
    expect(screen.queryByRole('group', { name: 'Pipeline de ofertas' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Tablero' }));
    expect(router.state.location.search).toBe('?mes=2026-11&operador=A');
    expect(await screen.findByRole('group', { name: 'Pipeline de ofertas' })).toBeTruthy();
  });
});
