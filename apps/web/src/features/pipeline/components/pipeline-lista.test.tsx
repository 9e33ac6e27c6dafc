import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PIPELINE_LISTA_PATHS, type TarjetaPipeline } from '@ventas/domain/ofertas/pipeline-contract';
import { createQueryClient } from '../../../api/query-client';
import { sessionStore } from '../../../session/session-store';
import { comercialSignInReply } from '../../../test/comercial-sign-in';
import {
  createFakeServer,
  stubViewportWidth,
  type RecordedCall,
  type Reply,
} from '../../../test/fake-server';
import { TestProviders } from '../../../test/test-providers';
import { PipelineLista } from './pipeline-lista';

const SLOW = { timeout: 8000 };
const FILTROS = { created_on_after: '2026-12-01', created_on_before: '2026-12-31', operador: 'A' };
const LISTA = PIPELINE_LISTA_PATHS.lista;
const EXPORTAR = PIPELINE_LISTA_PATHS.exportar;

const oferta = (id: number, estado: TarjetaPipeline['estado'], nombre: string): TarjetaPipeline => ({
  id,
  estado,
  cliente: { id: 100 + id, nombre },
  comercial: { id: 4, nombre_completo: 'Carmen Comercial' },
  precio_total: id === 3 ? null : '45.50',
  operador: 'A',
  segmento: 'PARTICULAR',
  created_on: '2026-12-02T09:30:00.000Z',
  updated_on: '2026-12-03T17:00:00.000Z',
  activacion_solicitada: null,
});

const OFERTAS = [oferta(1, 1, 'Ana Pérez'), oferta(3, 4, 'Marta Ruiz')];

/** The list under FILTROS against a fake API: the list answers `rows` unless `answer` says otherwise. */
async function abrir(options: {
  rows?: TarjetaPipeline[];
  answer?: (call: RecordedCall) => Reply | undefined;
}) {
  stubViewportWidth(1600);
  const server = createFakeServer((call) => {
    const signIn = comercialSignInReply(call);
    if (signIn) return signIn;
    const own = options.answer?.(call);
    if (own) return own;
    if (call.path.startsWith(LISTA)) {
      const results = options.rows ?? OFERTAS;
      return { status: 200, body: { results, count: results.length, current: 1, count_exact: true } };
    }
    return { status: 404, body: { detail: 'No encontrado' } };
  });
  vi.stubGlobal('fetch', server.fetch);
  await sessionStore.login({ username: 'comercial', password: 'x' });
  const router = createMemoryRouter(
    [
      { path: '/ofertas', element: <PipelineLista filtros={FILTROS} /> },
      { path: '/offerconfigurator/:id', element: <p>Configurador</p> },
    ],
    { initialEntries: ['/ofertas?vista=lista'] },
  );
  render(
    <TestProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  const lecturas = () => server.calls.filter((call) => call.path.startsWith(LISTA)).map((c) => c.path);
  return { router, server, lecturas };
}

const celdas = (texto: string) =>
  within(screen.getByText(texto).closest('[role="row"]') as HTMLElement)
    .getAllByRole('gridcell')
    .map((cell) => cell.textContent);

describe('the offers pipeline as a list (issue 31 §2)', { timeout: 30_000 }, () => {
  afterEach(() => sessionStore.logout());

  it("shows the board's offers with their status, monthly total and dates, asked with its filters", async () => {
    const { lecturas } = await abrir({});
    expect(await screen.findByText('Ana Pérez', {}, SLOW)).toBeTruthy();
    expect(celdas('Ana Pérez')).toEqual([
      '1',
      'Ana Pérez',
      'Carmen Comercial',
      'Pendiente',
      'A',
      'Particular',
      '45,50 €',
      '02/12/2026 10:30',
      '03/12/2026 18:00',
    ]);
    expect(celdas('Marta Ruiz')).toEqual(expect.arrayContaining(['Activada', 'Sin precio']));
    expect(screen.getByText('2 ofertas')).toBeTruthy();
    expect(lecturas()[0]).toBe(
      `${LISTA}?created_on_after=2026-12-01&created_on_before=2026-12-31&operador=A&page=1&itemsPerPage=25&ordering=-updated_on`,
    );
  });

  it('opens the offer in the configurator from its customer, with the way back', async () => {
    const { router } = await abrir({});
    await userEvent.click(await screen.findByRole('link', { name: 'Ana Pérez' }, SLOW));
    expect(router.state.location.pathname).toBe('/offerconfigurator/101');
    const query = new URLSearchParams(router.state.location.search);
    expect([query.get('oferta'), query.get('volver')]).toEqual(['1', '/ofertas?vista=lista']);
    // One navigation: back returns to the list.
    await router.navigate(-1);
    expect(router.state.location.pathname).toBe('/ofertas');
  });

  it('orders through the API when a column header is sorted', async () => {
    const { lecturas } = await abrir({});
    await screen.findByText('Ana Pérez', {}, SLOW);
    await userEvent.click(screen.getByRole('columnheader', { name: /Total mensual/ }));
    await waitFor(() => expect(lecturas().at(-1)).toContain('ordering=precio_total'));
  });

  it('says so when no offer matches', async () => {
    await abrir({ rows: [] });
    expect(await screen.findByText('No hay ofertas con estos filtros', {}, SLOW)).toBeTruthy();
  });

  it('shows the load error and loads again on retry', async () => {
    let fallar = true;
    await abrir({
      answer: (call) => (call.path.startsWith(LISTA) && fallar ? { status: 500, body: {} } : undefined),
    });
    expect(await screen.findByText('No se han podido cargar las ofertas.', {}, SLOW)).toBeTruthy();
    fallar = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Ana Pérez', {}, SLOW)).toBeTruthy();
  });

  it("exports the list with the board's filters through a job, showing its progress", async () => {
    const { server } = await abrir({
      answer: (call) => {
        if (call.path.startsWith(EXPORTAR)) return { status: 200, body: { task_id: 't1' } };
        if (call.path.startsWith('/api/utils/task-status/'))
          return { status: 200, body: { state: 'STARTED', result: { filename: null, done: 1, total: 2 } } };
        return undefined;
      },
    });
    await screen.findByText('Ana Pérez', {}, SLOW);
    await userEvent.click(screen.getByRole('button', { name: 'Exportar' }));
    expect(await screen.findByText('Exportando 1 de 2 ofertas (50 %)')).toBeTruthy();
    const started = server.calls.find((call) => call.path.startsWith(EXPORTAR));
    expect(started?.path).toBe(
      `${EXPORTAR}?created_on_after=2026-12-01&created_on_before=2026-12-31&operador=A`,
    );
  });
});
