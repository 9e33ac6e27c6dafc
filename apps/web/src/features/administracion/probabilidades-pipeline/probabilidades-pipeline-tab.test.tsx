import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MENSAJES_PROBABILIDADES } from '@ventas/domain/ofertas/pipeline-contract';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../api/query-client';
import { createFakeServer, stubViewportWidth, type Reply } from '../../../test/fake-server';
import { TestProviders } from '../../../test/test-providers';
import { PIPELINE_KEY } from '../../pipeline/pipeline.public';
import { ProbabilidadesPipelineTab } from './probabilidades-pipeline-tab';

const PATH = '/api/distribuidores/pipeline-probabilidades/';

/** The distributor's saved chance per status. */
const POR_ESTADO = { 1: 20, 2: 45, 3: 0, 4: 100, 5: 30, 6: 90, 7: 5 };

/** As the API answers: in status order, which is not the board's. */
const GUARDADAS = {
  probabilidades: Object.entries(POR_ESTADO).map(([estado, probabilidad]) => ({
    estado: Number(estado),
    probabilidad,
  })),
};

/** A board read already in the cache, to see whether a save has it re-read. */
const RESUMEN_KEY = [...PIPELINE_KEY, 'resumen', {}];

interface Opciones {
  puedeCambiar?: boolean;
  /** The answer to the first GET (later ones answer the saved chances). */
  primeraLectura?: Reply;
  /** The answer to a PUT; by default it saves what it is sent. */
  alGuardar?: Reply;
}

function renderTab({ puedeCambiar = true, primeraLectura, alGuardar }: Opciones = {}) {
  stubViewportWidth(360);
  let lecturas = 0;
  const server = createFakeServer((call): Reply => {
    if (call.path !== PATH) return { status: 404, body: { detail: 'No encontrado.' } };
    if (call.method === 'PUT') return alGuardar ?? { status: 200, body: call.body };
    lecturas += 1;
    return (lecturas === 1 && primeraLectura) || { status: 200, body: GUARDADAS };
  });
  vi.stubGlobal('fetch', server.fetch);
  const queryClient = createQueryClient();
  queryClient.setQueryData(RESUMEN_KEY, { columnas: [] });
  render(
    <TestProviders queryClient={queryClient}>
      <ProbabilidadesPipelineTab puedeCambiar={puedeCambiar} />
    </TestProviders>,
  );
  const envios = () => server.calls.filter((call) => call.method === 'PUT').map((call) => call.body);
  return { user: userEvent.setup(), envios, queryClient };
}

const campo = (estado: string) =>
  screen.findByRole<HTMLInputElement>('textbox', { name: `Probabilidad de ${estado}` });
const aviso = (texto: string) => screen.findByText((content) => content.startsWith(texto));

async function escribir(user: ReturnType<typeof userEvent.setup>, estado: string, texto: string) {
  const input = await campo(estado);
  await user.clear(input);
  await user.type(input, texto);
  return input;
}

describe('Administración · Pipeline de ofertas', () => {
  it('lists every status in the board’s order with its saved percent, after a skeleton', async () => {
    renderTab();
    expect(
      screen.getByRole('progressbar', { name: 'Cargando las probabilidades del pipeline' }),
    ).toBeTruthy();
    await campo('Pendiente');
    const campos = screen.getAllByRole<HTMLInputElement>('textbox');
    expect(campos.map((input) => [input.getAttribute('aria-label'), input.value])).toEqual([
      ['Probabilidad de Pendiente', '20'],
      ['Probabilidad de Presentada', '45'],
      ['Probabilidad de Error envío a SMART', '30'],
      ['Probabilidad de Activada Parcial', '90'],
      ['Probabilidad de Activada', '100'],
      ['Probabilidad de Rechazada', '0'],
      ['Probabilidad de Cancelada', '5'],
    ]);
    expect(campos.every((input) => !input.disabled)).toBe(true);
  });

  it('saves an edited percent, sending every status once in the board’s order, and has the board re-read', async () => {
    const { user, envios, queryClient } = renderTab();
    await escribir(user, 'Presentada', '65');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await aviso('Probabilidades del pipeline guardadas')).toBeTruthy();
    expect(envios()).toEqual([
      {
        probabilidades: [
          { estado: 1, probabilidad: 20 },
          { estado: 2, probabilidad: 65 },
          { estado: 5, probabilidad: 30 },
          { estado: 6, probabilidad: 90 },
          { estado: 4, probabilidad: 100 },
          { estado: 3, probabilidad: 0 },
          { estado: 7, probabilidad: 5 },
        ],
      },
    ]);
    expect(queryClient.getQueryState(RESUMEN_KEY)?.isInvalidated).toBe(true);
    expect((screen.getByRole('button', { name: 'Guardar' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the server’s refusal of one percent under it, keeping what was typed', async () => {
    const mensaje = 'La probabilidad de Presentada no puede superar la de Activada';
    const { user, queryClient } = renderTab({
      alGuardar: { status: 400, body: { 'probabilidades.1.probabilidad': [mensaje] } },
    });
    const input = await escribir(user, 'Presentada', '65');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(mensaje)).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.value).toBe('65');
    expect(await aviso('No se han podido guardar las probabilidades del pipeline')).toBeTruthy();
    expect(queryClient.getQueryState(RESUMEN_KEY)?.isInvalidated).toBe(false);
  });

  it('shows the server’s refusal of the list as a whole', async () => {
    const { user } = renderTab({
      alGuardar: { status: 400, body: { probabilidades: [MENSAJES_PROBABILIDADES.todas] } },
    });
    await escribir(user, 'Cancelada', '10');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    const alerta = (await screen.findByText(MENSAJES_PROBABILIDADES.todas)).closest('[role="alert"]');
    expect(alerta?.textContent).toBe(MENSAJES_PROBABILIDADES.todas);
  });

  it.each(['101', '2.5', '2,5'])(
    'refuses a percent typed as %s in the domain’s words and sends nothing',
    async (texto) => {
      const { user, envios } = renderTab();
      const input = await escribir(user, 'Presentada', texto);
      await user.click(screen.getByRole('button', { name: 'Guardar' }));
      expect(await screen.findByText(MENSAJES_PROBABILIDADES.rango)).toBeTruthy();
      expect(input.getAttribute('aria-invalid')).toBe('true');
      expect(envios()).toEqual([]);
    },
  );

  it('shows a Manager the percents without letting them change them', async () => {
    renderTab({ puedeCambiar: false });
    const input = await campo('Presentada');
    expect(input.value).toBe('45');
    expect(screen.getAllByRole<HTMLInputElement>('textbox').every((campo) => campo.disabled)).toBe(true);
    expect(screen.queryByRole('button', { name: 'Guardar' })).toBeNull();
    expect(screen.getByText('Solo un administrador puede cambiarlas.')).toBeTruthy();
  });

  it('says the percents could not be loaded, and asks again on Reintentar', async () => {
    const { user } = renderTab({ primeraLectura: { status: 403, body: { detail: 'Sin permiso.' } } });
    expect(await screen.findByText('No se han podido cargar las probabilidades del pipeline')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(async () => expect((await campo('Pendiente')).value).toBe('20'));
  });
});
