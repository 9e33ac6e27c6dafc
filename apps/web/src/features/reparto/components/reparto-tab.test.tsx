import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { MENSAJES_REPARTO } from '@ventas/domain/reparto/reparto-contract';
import { createQueryClient } from '../../../api/query-client';
import {
  createFakeServer,
  stubViewportWidth,
  type RecordedCall,
  type Reply,
} from '../../../test/fake-server';
import { TestProviders } from '../../../test/test-providers';
import { RepartoTab } from './reparto-tab';
import { POR_ASIGNAR_ANSWER } from '../../../test/comerciales-fixture';

const SLOW = { timeout: 8000 };
const ORIGENES = [
  { id: 7, nombre: 'Feria', timestamp: '2026-01-15T10:00:00Z' },
  { id: 9, nombre: 'Web', timestamp: '2026-01-15T10:00:00Z' },
];
const comercial = (id: number, nombre: string, estado = 'ALTA') => ({
  id,
  nombre_completo: nombre,
  username: nombre.toLowerCase(),
  estado,
  tipo_comercial: 'CALLCENTER',
  rol: 4,
});
const COMERCIALES = [
  comercial(3, 'Ana'),
  comercial(4, 'Bea'),
  comercial(5, 'Baja', 'BAJA'),
  POR_ASIGNAR_ANSWER,
];

/** The preview the fake API answers: the even split of 5 among the commercials asked for. */
function vistaPrevia(call: RecordedCall): Reply {
  const body = call.body as { comerciales: { id: number; peso: number }[]; modo: string };
  const pesos = body.modo === 'igual' ? body.comerciales.map(() => 1) : body.comerciales.map((c) => c.peso);
  const total = pesos.reduce((a, b) => a + b, 0);
  return {
    status: 200,
    body: {
      sin_asignar: 6,
      no_llamar: 1,
      a_repartir: 5,
      por_comercial: body.comerciales.map((c, i) => ({
        comercial: c.id,
        clientes: Math.floor((5 * (pesos[i] ?? 0)) / total) + (body.modo === 'igual' && i === 0 ? 1 : 0),
      })),
    },
  };
}

function renderTab(
  overrides: (call: RecordedCall) => Reply | null = () => null,
  url = '/databaseManagement?tab=reparto&origen=9',
) {
  stubViewportWidth(1280);
  let polls = 0;
  const server = createFakeServer((call) => {
    const override = overrides(call);
    if (override) return override;
    if (call.path.startsWith('/api/utils/model-query/')) return { status: 200, body: ORIGENES };
    if (call.path === '/api/comerciales/') return { status: 200, body: COMERCIALES };
    if (call.path === '/api/reparto/vista-previa/') return vistaPrevia(call);
    if (call.path === '/api/reparto/' && call.method === 'POST')
      return { status: 200, body: { task_id: 'r1' } };
    if (call.path === '/api/utils/task-status/r1/') {
      polls += 1;
      return polls < 6
        ? { status: 200, body: { state: 'STARTED', result: { filename: null, done: 2, total: 5 } } }
        : {
            status: 200,
            body: {
              state: 'SUCCESS',
              result: {
                filename: null,
                done: 5,
                total: 5,
                report: {
                  asignados: 4,
                  ya_asignados: 1,
                  no_llamar: 1,
                  por_comercial: [
                    { comercial: 3, clientes: 3 },
                    { comercial: 4, clientes: 1 },
                  ],
                },
              },
            },
          };
    }
    return { status: 404, body: { detail: 'No encontrado.' } };
  });
  vi.stubGlobal('fetch', server.fetch);
  const router = createMemoryRouter([{ path: '/databaseManagement', element: <RepartoTab /> }], {
    initialEntries: [url],
  });
  render(
    <TestProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { server, router };
}

async function elegir(user: ReturnType<typeof userEvent.setup>, nombre: string) {
  await user.click(screen.getByRole('combobox', { name: 'Comerciales' }));
  await user.click(await screen.findByRole('option', { name: nombre }, SLOW));
}

const previews = (calls: RecordedCall[]) =>
  calls.filter((call) => call.path === '/api/reparto/vista-previa/');

describe('RepartoTab', { timeout: 30_000 }, () => {
  it('takes the origin from the URL, offers only live commercials and previews the split', async () => {
    const user = userEvent.setup();
    const { server } = renderTab();
    expect(await screen.findByText('Web', {}, SLOW)).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: 'Comerciales' }));
    const opciones = await screen.findAllByRole('option', {}, SLOW);
    expect(opciones.map((o) => o.textContent)).toEqual(['Ana', 'Bea']);
    await user.click(screen.getByRole('option', { name: 'Ana' }));
    await elegir(user, 'Bea');

    const prevista = await screen.findByRole('list', { name: 'Reparto previsto' }, SLOW);
    await waitFor(() =>
      expect(
        within(prevista)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['Ana: 3', 'Bea: 2']),
    );
    expect(screen.getByText(/6 clientes sin asignar coinciden; 1 quedan fuera/)).toBeTruthy();
    expect(previews(server.calls).at(-1)?.body).toEqual({
      filtros: { origenBbdd: ['9'] },
      comerciales: [
        { id: 3, peso: 1 },
        { id: 4, peso: 1 },
      ],
      modo: 'igual',
    });
    const abrir = screen.getByRole('link', { name: 'Abrir en Teletrabajo los clientes sin asignar' });
    const destino = new URL(abrir.getAttribute('href')!, 'http://x');
    expect(destino.pathname).toBe('/teletrabajo');
    expect(destino.searchParams.getAll('origenBbdd')).toEqual(['9']);
    expect(destino.searchParams.getAll('comercial')).toEqual(['null']);
  });

  it('deals out after confirming, with a progress bar, then shows each part', async () => {
    const user = userEvent.setup();
    const { server } = renderTab();
    await screen.findByText('Web', {}, SLOW);
    await elegir(user, 'Ana');
    await screen.findByRole('list', { name: 'Reparto previsto' }, SLOW);
    await user.click(screen.getByRole('button', { name: 'Repartir' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Repartir clientes' });
    expect(dialogo.textContent).toContain('Se asignarán 5 clientes sin asignar a 1 comercial.');
    await user.click(within(dialogo).getByRole('button', { name: 'Repartir' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), SLOW);
    expect(screen.getByText('Repartiendo… 40 %')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Progreso del reparto' })).toBeTruthy();

    expect(await screen.findByText(MENSAJES_REPARTO.hecho(4), {}, SLOW)).toBeTruthy();
    const asignados = screen.getByRole('list', { name: 'Clientes asignados' });
    expect(
      within(asignados)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Ana: 3', 'Comercial 4: 1']);
    expect(screen.getByText(/1 ya los había asignado alguien/)).toBeTruthy();
    const started = server.calls.find((call) => call.path === '/api/reparto/' && call.method === 'POST');
    expect(started?.body).toEqual(previews(server.calls).at(-1)?.body);
  });

  it('deals by weights: a weight per commercial, sent with the preview', async () => {
    const user = userEvent.setup();
    const { server } = renderTab();
    await screen.findByText('Web', {}, SLOW);
    await elegir(user, 'Ana');
    await elegir(user, 'Bea');
    await user.click(screen.getByRole('radio', { name: 'Por pesos' }));
    const peso = screen.getByRole('spinbutton', { name: 'Peso de Bea' });
    await user.clear(peso);
    await user.type(peso, '4');
    await waitFor(() =>
      expect(previews(server.calls).at(-1)?.body).toMatchObject({
        modo: 'pesos',
        comerciales: [
          { id: 3, peso: 1 },
          { id: 4, peso: 4 },
        ],
      }),
    );
    const prevista = await screen.findByRole('list', { name: 'Reparto previsto' }, SLOW);
    await waitFor(() =>
      expect(
        within(prevista)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['Ana: 1', 'Bea: 4']),
    );
    // All weights at zero: no preview, and why.
    await user.clear(peso);
    await user.type(peso, '0');
    const ana = screen.getByRole('spinbutton', { name: 'Peso de Ana' });
    await user.clear(ana);
    await user.type(ana, '0');
    expect(await screen.findByText(MENSAJES_REPARTO.pesosACero, {}, SLOW)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Repartir' })).toHaveProperty('disabled', true);
  });

  it('uses a pasted Teletrabajo query, keeping only its filters', async () => {
    const user = userEvent.setup();
    const { server } = renderTab(() => null, '/databaseManagement?tab=reparto');
    await user.click(await screen.findByRole('radio', { name: 'Usar una vista de Teletrabajo' }, SLOW));
    await user.click(screen.getByRole('textbox', { name: 'Consulta de Teletrabajo' }));
    await user.paste(
      'https://x.ventas.es/teletrabajo?origenBbdd=7&estadoCliente=NUEVO&page=3&ordering=-nombre',
    );
    await elegir(user, 'Ana');
    await waitFor(() =>
      expect(previews(server.calls).at(-1)?.body).toMatchObject({
        filtros: { origenBbdd: ['7'], estadoCliente: ['NUEVO'] },
      }),
    );
    expect(Object.keys((previews(server.calls).at(-1)?.body as { filtros: object }).filtros).sort()).toEqual([
      'estadoCliente',
      'origenBbdd',
    ]);
  });

  it("shows the API's refusal of the preview and keeps the deal-out off", async () => {
    const user = userEvent.setup();
    renderTab((call) =>
      call.path === '/api/reparto/vista-previa/'
        ? { status: 400, body: { comerciales: [MENSAJES_REPARTO.comercialesNoValidos([3])] } }
        : null,
    );
    await screen.findByText('Web', {}, SLOW);
    await elegir(user, 'Ana');
    expect(await screen.findByText(MENSAJES_REPARTO.comercialesNoValidos([3]), {}, SLOW)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Repartir' })).toHaveProperty('disabled', true);
  });

  it('says what is missing before anything is chosen', async () => {
    renderTab(() => null, '/databaseManagement?tab=reparto');
    expect(await screen.findByText('Elija los clientes y al menos un comercial.', {}, SLOW)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Repartir' })).toHaveProperty('disabled', true);
  });
});
