import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  MENSAJES_PROTECCION,
  type OrigenRetencion,
  type VistaPrevia,
} from '@ventas/domain/proteccion-datos/proteccion-datos-contract';
import { createQueryClient } from '../../../api/query-client';
import {
  createFakeServer,
  stubViewportWidth,
  type RecordedCall,
  type Reply,
} from '../../../test/fake-server';
import { TestProviders } from '../../../test/test-providers';
import { RetencionTab } from './retencion-tab';

const SLOW = { timeout: 10_000 };
const FERIA: OrigenRetencion = { id: 5, nombre: 'Feria 2025', retencion_dias: 90, pendientes: 3 };
const WEB: OrigenRetencion = { id: 6, nombre: 'Web', retencion_dias: null, pendientes: 0 };
const VISTA: VistaPrevia = {
  origen: FERIA,
  limite: '2026-08-28T09:00:00.000Z',
  total: 3,
  ejemplos: [
    { id: 40, nombre: 'Lead Antiguo', created_on: '2025-01-10T09:00:00.000Z' },
    { id: 41, nombre: 'Lead Medio', created_on: '2025-03-10T09:00:00.000Z' },
  ],
};

/** The tab against a fake API; `answer` may override any call. */
function renderTab(
  options: {
    origenes?: OrigenRetencion[];
    width?: number;
    answer?: (call: RecordedCall) => Reply | undefined;
  } = {},
) {
  stubViewportWidth(options.width ?? 1280);
  const server = createFakeServer((call) => {
    const own = options.answer?.(call);
    if (own) return own;
    if (call.path === '/api/proteccion-datos/retencion/')
      return { status: 200, body: options.origenes ?? [FERIA, WEB] };
    return { status: 404, body: { detail: 'No encontrado.' } };
  });
  vi.stubGlobal('fetch', server.fetch);
  render(
    <TestProviders queryClient={createQueryClient()}>
      <RetencionTab />
    </TestProviders>,
  );
  return server;
}

const fila = async (nombre: string) =>
  (await screen.findByText(nombre, {}, SLOW)).closest('li') as HTMLElement;

describe('RetencionTab', { timeout: 30_000 }, () => {
  it('lists each origin with its period and due count; an origin kept forever cannot be purged', async () => {
    renderTab();
    const feria = await fila('Feria 2025');
    expect(within(feria).getByText('3 contactos pendientes de purgar')).toBeTruthy();
    expect((within(feria).getByLabelText(/Conservar \(días\)/) as HTMLInputElement).value).toBe('90');
    const web = await fila('Web');
    expect(within(web).getByText('Se conserva siempre')).toBeTruthy();
    // The customer state by its label, not its code (issue 29 §5).
    expect(screen.getByText(/en estado «Nuevo»\) se borran/)).toBeTruthy();
    expect(within(web).getByRole('button', { name: 'Vista previa y purga' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('says so when there is no origin', async () => {
    renderTab({ origenes: [] });
    expect(await screen.findByText(MENSAJES_PROTECCION.sinOrigenes, {}, SLOW)).toBeTruthy();
  });

  it('shows the error with a retry when the list cannot be loaded', async () => {
    const user = userEvent.setup();
    let fallos = 2;
    renderTab({
      answer: (call) => {
        if (call.path !== '/api/proteccion-datos/retencion/' || fallos === 0) return undefined;
        fallos -= 1;
        return { status: 500, body: {} };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Reintentar' }, SLOW));
    expect(await screen.findByText('Feria 2025', {}, SLOW)).toBeTruthy();
  });

  it('saves a period with Enter, refusing one out of range before calling the API', async () => {
    const user = userEvent.setup();
    const server = renderTab({
      answer: (call) =>
        call.method === 'PUT'
          ? { status: 200, body: { ...WEB, retencion_dias: 365, pendientes: 12 } }
          : undefined,
    });
    const campo = within(await fila('Web')).getByLabelText(/Conservar \(días\)/);
    await user.type(campo, '10{Enter}');
    expect(await screen.findByText(MENSAJES_PROTECCION.retencionDias)).toBeTruthy();
    expect(server.calls.filter((call) => call.method === 'PUT')).toEqual([]);
    await user.clear(campo);
    await user.type(campo, '365{Enter}');
    await vi.waitFor(() =>
      expect(
        server.calls.filter((call) => call.method === 'PUT').map((call) => [call.path, call.body]),
      ).toEqual([['/api/proteccion-datos/retencion/6/', { retencion_dias: 365 }]]),
    );
  });

  it('previews, asks again, purges with progress and shows the result, at phone width', async () => {
    const user = userEvent.setup();
    let polls = 0;
    const server = renderTab({
      width: 360,
      answer: (call) => {
        if (call.path === '/api/proteccion-datos/retencion/5/vista-previa/')
          return { status: 200, body: VISTA };
        if (call.path === '/api/proteccion-datos/retencion/5/purgar/')
          return { status: 200, body: { task_id: 't1' } };
        if (call.path === '/api/utils/task-status/t1/') {
          polls += 1;
          return polls === 1
            ? { status: 200, body: { state: 'STARTED', result: { filename: null, done: 1, total: 3 } } }
            : {
                status: 200,
                body: {
                  state: 'SUCCESS',
                  result: { filename: null, done: 3, total: 3, report: { purgados: 3 } },
                },
              };
        }
        return undefined;
      },
    });
    await user.click(within(await fila('Feria 2025')).getByRole('button', { name: 'Vista previa y purga' }));
    const dialog = await screen.findByRole('dialog', { name: 'Purgar «Feria 2025»' });
    expect(await within(dialog).findByText(/Se borrarán 3 contactos de este origen/, {}, SLOW)).toBeTruthy();
    expect(within(dialog).getByText('Lead Antiguo')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Purgar' }));
    expect(server.calls.some((call) => call.method === 'POST')).toBe(false);
    expect(within(dialog).getByText(/No se puede deshacer/i)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Sí, purgar 3 contactos' }));
    expect(await within(dialog).findByRole('progressbar', { name: 'Progreso de la purga' })).toBeTruthy();
    expect(await within(dialog).findByText('Se han purgado 3 contactos.', {}, SLOW)).toBeTruthy();
    expect(server.calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/api/proteccion-datos/retencion/5/purgar/',
    ]);
    // The counts are asked again afterwards.
    expect(
      server.calls.filter((call) => call.path === '/api/proteccion-datos/retencion/').length,
    ).toBeGreaterThan(1);
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
  });

  it('shows the job’s failure in the dialog', async () => {
    const user = userEvent.setup();
    renderTab({
      answer: (call) => {
        if (call.path.endsWith('/vista-previa/')) return { status: 200, body: VISTA };
        if (call.path.endsWith('/purgar/'))
          return { status: 409, body: { detail: MENSAJES_PROTECCION.sinRetencion } };
        return undefined;
      },
    });
    await user.click(within(await fila('Feria 2025')).getByRole('button', { name: 'Vista previa y purga' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: 'Purgar' }, SLOW));
    await user.click(within(dialog).getByRole('button', { name: 'Sí, purgar 3 contactos' }));
    expect(await within(dialog).findByText(MENSAJES_PROTECCION.sinRetencion, {}, SLOW)).toBeTruthy();
  });
});
