import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MENSAJES_PROTECCION } from '@ventas/domain/proteccion-datos/proteccion-datos-contract';
import { madridToday } from '@ventas/domain/time/madrid';
import { render } from '@testing-library/react';
import { LazyClienteDialog, type ClienteRecord } from '../../clientes/clientes.public';
import { createQueryClient } from '../../../api/query-client';
import {
  createFakeServer,
  stubViewportWidth,
  type RecordedCall,
  type Reply,
} from '../../../test/fake-server';
import { TestProviders } from '../../../test/test-providers';

const SLOW = { timeout: 10_000 };
const ACTORES = {
  admin: { id: 2, name: 'Admin', actor: { roleId: 2, isAdmin: false, groups: [] } },
  manager: { id: 3, name: 'Manager', actor: { roleId: 3, isAdmin: false, groups: [] } },
} as const;
const CLIENTE: ClienteRecord = {
  id: 12,
  nombre: 'Álvaro Núñez Iglesias',
  documento: null,
  tipo_documento: null,
  telefonos_contacto: ['610011143'],
  email: null,
  origen_bbdd: null,
  segmento: 'PARTICULAR',
  isp_actual: null,
  razon_no_interesado: null,
  direccion: { direccion: 'Calle Mayor 12', cp: '50001', localidad: 'Zaragoza' },
  fecha_contacto: null,
  comercial: null,
  notas: null,
  estado: 'OFERTA',
  created_on: '2026-01-01T00:00:00Z',
  updated_on: '2026-01-01T00:00:00Z',
  last_atencion: null,
  proxima_llamada: null,
  telefonos_no_llamar: [],
};

afterEach(() => vi.restoreAllMocks());

/** A snackbar's text (it may add an icon or emoji after the message). */
const contiene = (texto: string) => (_: string, element: Element | null) =>
  element?.childElementCount === 0 && (element.textContent ?? '').startsWith(texto);

/** The customer dialog on customer 12 as `rol`, against a fake API that `answer` may override. */
function renderDialog(
  rol: keyof typeof ACTORES,
  answer?: (call: RecordedCall) => Reply | undefined,
  width = 1600,
) {
  stubViewportWidth(width);
  const server = createFakeServer((call) => {
    const own = answer?.(call);
    if (own) return own;
    if (call.path === '/api/clientes/entradas/12/') return { status: 200, body: CLIENTE };
    if (call.path === '/api/proteccion-datos/clientes/12/')
      return { status: 200, body: { id: 12, suprimido_el: null } };
    if (call.path === '/api/no-llamar/cliente/12/') return { status: 200, body: { telefonos: [] } };
    if (call.path.startsWith('/api/utils/localidades-from-cp/')) return { status: 404, body: {} };
    return { status: 200, body: [] };
  });
  vi.stubGlobal('fetch', server.fetch);
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <LazyClienteDialog
            state={{ open: true, mode: 'edit', id: 12 }}
            user={ACTORES[rol]}
            onClose={() => {}}
            onOpenCliente={() => {}}
            onAction={() => {}}
          />
        ),
      },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <TestProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return server;
}

const proteccionCalls = (server: ReturnType<typeof renderDialog>) =>
  server.calls.filter((call) => call.path.startsWith('/api/proteccion-datos/'));

describe('the customer dialog’s "Protección de datos" tab', { timeout: 30_000 }, () => {
  it('is not there for a Manager', async () => {
    const server = renderDialog('manager');
    await screen.findByRole('tab', { name: 'Actividad' }, SLOW);
    expect(screen.queryByRole('tab', { name: 'Protección de datos' })).toBeNull();
    expect(proteccionCalls(server)).toEqual([]);
  });

  it('downloads the customer’s file as datos-cliente-<id>-<día>.xlsx', async () => {
    const user = userEvent.setup();
    const objectUrl = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:x');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const server = renderDialog('admin');
    await user.click(await screen.findByRole('tab', { name: 'Protección de datos' }, SLOW));
    await user.click(await screen.findByRole('button', { name: 'Descargar sus datos' }, SLOW));
    await vi.waitFor(() => expect(click).toHaveBeenCalled());
    expect(proteccionCalls(server).map((call) => call.path)).toEqual([
      '/api/proteccion-datos/clientes/12/',
      '/api/proteccion-datos/clientes/12/acceso/',
    ]);
    expect(objectUrl).toHaveBeenCalledTimes(1);
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe(`datos-cliente-12-${madridToday()}.xlsx`);
  });

  it('erases only once SUPRIMIR is typed, then shows the customer as erased', async () => {
    const user = userEvent.setup();
    let suprimido: string | null = null;
    const server = renderDialog('admin', (call) => {
      if (call.path === '/api/proteccion-datos/clientes/12/suprimir/') {
        suprimido = '2026-11-26T09:30:00.000Z';
        return {
          status: 200,
          body: { id: 12, nombre: 'Cliente suprimido', suprimido_el: suprimido, telefonos_no_llamar: 1 },
        };
      }
      if (call.path === '/api/proteccion-datos/clientes/12/')
        return { status: 200, body: { id: 12, suprimido_el: suprimido } };
      return undefined;
    });
    await user.click(await screen.findByRole('tab', { name: 'Protección de datos' }, SLOW));
    await user.click(await screen.findByRole('button', { name: 'Suprimir sus datos' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Suprimir los datos del cliente' });
    expect(within(dialog).getByText('Esta acción no se puede deshacer.')).toBeTruthy();
    const confirmar = within(dialog).getByRole('button', { name: 'Suprimir definitivamente' });
    const campo = within(dialog).getByLabelText('Escriba SUPRIMIR para confirmar');
    await user.type(campo, 'suprimir{Enter}');
    expect(confirmar).toHaveProperty('disabled', true);
    expect(server.calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.clear(campo);
    await user.type(campo, 'SUPRIMIR{Enter}');
    expect(await screen.findByText(contiene(MENSAJES_PROTECCION.suprimido), {}, SLOW)).toBeTruthy();
    expect(server.calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { confirmacion: 'SUPRIMIR' },
    ]);
    expect(await screen.findByText(/se suprimieron el 26\/11\/2026 10:30/, {}, SLOW)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Suprimir sus datos' })).toHaveProperty('disabled', true);
  });

  it('says why when the erasure is refused, and keeps the dialog open', async () => {
    const user = userEvent.setup();
    renderDialog('admin', (call) =>
      call.path.endsWith('/suprimir/')
        ? { status: 409, body: { detail: MENSAJES_PROTECCION.yaSuprimido } }
        : undefined,
    );
    await user.click(await screen.findByRole('tab', { name: 'Protección de datos' }, SLOW));
    await user.click(await screen.findByRole('button', { name: 'Suprimir sus datos' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Suprimir los datos del cliente' });
    await user.type(within(dialog).getByLabelText('Escriba SUPRIMIR para confirmar'), 'SUPRIMIR');
    await user.click(within(dialog).getByRole('button', { name: 'Suprimir definitivamente' }));
    expect(await screen.findByText(contiene(MENSAJES_PROTECCION.yaSuprimido), {}, SLOW)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Suprimir los datos del cliente' })).toBeTruthy();
  });

  it('shows an error with a retry when the state cannot be loaded, at phone width', async () => {
    const user = userEvent.setup();
    let fallos = 2;
    renderDialog(
      'admin',
      (call) => {
        if (call.path === '/api/proteccion-datos/clientes/12/' && fallos > 0) {
          fallos -= 1;
          return { status: 500, body: { detail: 'Error interno del servidor.' } };
        }
        return undefined;
      },
      360,
    );
    await user.click(await screen.findByRole('tab', { name: 'Protección de datos' }, SLOW));
    await user.click(await screen.findByRole('button', { name: 'Reintentar' }, SLOW));
    expect(await screen.findByRole('button', { name: 'Descargar sus datos' }, SLOW)).toBeTruthy();
  });
});
