import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ComunicadoEnviado } from '@ventas/domain/cuentas/comunicado-admin-contract';
import { createQueryClient } from '../../../api/query-client';
import { createFakeServer, stubViewportWidth, type Reply } from '../../../test/fake-server';
import { TestProviders } from '../../../test/test-providers';
import { ComunicadosAdminTab } from './comunicados-admin-tab';
import { POR_ASIGNAR_ANSWER } from '../../../test/comerciales-fixture';

const HOSTIL = '<img src=x onerror=alert(1)>';

const enviado = (extra: Partial<ComunicadoEnviado> = {}): ComunicadoEnviado => ({
  id: 7,
  message_title: 'Nuevas tarifas',
  message_body: `Fibra de 1 Gb\n${HOSTIL}`,
  priority: 'HIGH',
  created_on: '2026-01-05T09:00:00Z',
  autor: 'Admin Prueba',
  destino: 'ROL',
  destino_rol: 4,
  total: 2,
  leidos: 1,
  lectores: [{ account_id: 3, nombre: 'Lucía López', read_on: '2026-01-05T10:30:00Z' }],
  ...extra,
});

const COMERCIALES = [
  {
    id: 3,
    nombre_completo: 'Lucía López',
    username: 'lucia',
    estado: 'ALTA',
    tipo_comercial: 'TIENDA',
    rol: 4,
  },
  { id: 5, nombre_completo: 'Pedro Ruiz', username: 'pedro', estado: 'ALTA', tipo_comercial: 'DBL', rol: 3 },
  POR_ASIGNAR_ANSWER,
];

interface Options {
  list?: ComunicadoEnviado[];
  listStatus?: number;
  post?: Reply;
  del?: Reply;
}

function renderTab(options: Options = {}) {
  stubViewportWidth(360);
  let list = options.list ?? [enviado()];
  const server = createFakeServer((call) => {
    if (call.path.startsWith('/api/cuentas/communicates/enviados/')) {
      if (options.listStatus) return { status: options.listStatus, body: { detail: 'x' } };
      return { status: 200, body: { results: list, count: list.length, current: 1, count_exact: true } };
    }
    if (call.path === '/api/comerciales/') return { status: 200, body: COMERCIALES };
    if (call.method === 'POST') return options.post ?? { status: 201, body: enviado({ id: 8 }) };
    if (call.method === 'DELETE') {
      if (options.del) return options.del;
      list = list.filter((item) => !call.path.includes(`/${item.id}/`));
      return { status: 204 };
    }
    return { status: 404, body: { detail: 'No encontrado.' } };
  });
  vi.stubGlobal('fetch', server.fetch);
  render(
    <TestProviders queryClient={createQueryClient()}>
      <ComunicadosAdminTab />
    </TestProviders>,
  );
  const sent = (method: string) => server.calls.filter((call) => call.method === method);
  const listReads = () => server.calls.filter((call) => call.path.includes('/enviados/')).length;
  return { sent, listReads };
}

async function openNuevo(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Nuevo comunicado' }));
  const dialog = await screen.findByRole('dialog', { name: 'Nuevo comunicado' });
  await user.type(within(dialog).getByRole('textbox', { name: 'Título' }), 'Cierre');
  await user.type(within(dialog).getByRole('textbox', { name: 'Mensaje' }), 'Ya{Enter}hoy');
  return dialog;
}

describe('ComunicadosAdminTab', () => {
  it('lists a sent one with its priority, audience and read count, and opens to its body as text and readers', async () => {
    const user = userEvent.setup();
    renderTab();

    const summary = await screen.findByRole('button', { name: /Nuevas tarifas/ });
    expect(summary.textContent).toBe('AltaNuevas tarifasRol: Comercial · leído por 1 de 205/01/2026 10:00');
    await user.click(summary);

    expect(await screen.findByText(/Fibra de 1 Gb/)).toBeTruthy();
    expect(screen.getByText(HOSTIL, { exact: false })).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
    const lectores = screen.getByRole('list', { name: 'Leído por' });
    expect(within(lectores).getByText('Lucía López')).toBeTruthy();
    expect(within(lectores).getByText('05/01/2026 11:30')).toBeTruthy();
  });

  it('sends to chosen people picked by name from the keyboard', async () => {
    const user = userEvent.setup();
    const { sent } = renderTab();
    const dialog = await openNuevo(user);

    await user.type(within(dialog).getByRole('combobox', { name: 'Destinatarios' }), 'Lucí');
    await user.keyboard('{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));

    expect(await screen.findByText(/Comunicado enviado!/)).toBeTruthy();
    expect(sent('POST').map((call) => call.body)).toEqual([
      {
        message_title: 'Cierre',
        message_body: 'Ya\nhoy',
        priority: 'LOW',
        destino: 'PERSONAS',
        destino_rol: null,
        receivers: [3],
      },
    ]);
    expect(screen.queryByRole('dialog', { name: 'Nuevo comunicado' })).toBeNull();
  });

  it('sends to a role with the chosen priority', async () => {
    const user = userEvent.setup();
    const { sent, listReads } = renderTab();
    const dialog = await openNuevo(user);

    await user.click(within(dialog).getByRole('combobox', { name: 'Prioridad' }));
    await user.click(screen.getByRole('option', { name: 'Alta' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Un rol' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Rol' }));
    await user.click(screen.getByRole('option', { name: 'Comercial' }));
    const readsBefore = listReads();
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));

    await screen.findByText(/Comunicado enviado!/);
    expect(sent('POST')[0]!.body).toMatchObject({
      priority: 'HIGH',
      destino: 'ROL',
      destino_rol: 4,
      receivers: [],
    });
    await vi.waitFor(() => expect(listReads()).toBeGreaterThan(readsBefore));
  });

  it('sends to the whole distributor', async () => {
    const user = userEvent.setup();
    const { sent } = renderTab();
    const dialog = await openNuevo(user);

    await user.click(within(dialog).getByRole('radio', { name: 'Todo el distribuidor' }));
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));

    await screen.findByText(/Comunicado enviado!/);
    expect(sent('POST')[0]!.body).toMatchObject({
      destino: 'DISTRIBUIDOR',
      destino_rol: null,
      receivers: [],
    });
  });

  it('asks for someone before sending to people, and sends nothing', async () => {
    const user = userEvent.setup();
    const { sent } = renderTab();
    const dialog = await openNuevo(user);

    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));

    expect(await within(dialog).findByText('Elija al menos un destinatario')).toBeTruthy();
    expect(sent('POST')).toEqual([]);
  });

  it("puts the server's 400 on its field and keeps the dialog open", async () => {
    const user = userEvent.setup();
    renderTab({ post: { status: 400, body: { destino_rol: ['Ninguna cuenta activa tiene ese rol'] } } });
    const dialog = await openNuevo(user);
    await user.click(within(dialog).getByRole('radio', { name: 'Un rol' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Rol' }));
    await user.click(screen.getByRole('option', { name: 'Manager' }));

    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));

    expect(await within(dialog).findByText('Ninguna cuenta activa tiene ese rol')).toBeTruthy();
    expect(await screen.findByText(/Error al enviar el Comunicado/)).toBeTruthy();
  });

  it('deletes one after confirming and says so', async () => {
    const user = userEvent.setup();
    const { sent } = renderTab();
    await user.click(await screen.findByRole('button', { name: /Nuevas tarifas/ }));

    await user.click(await screen.findByRole('button', { name: 'Borrar' }));
    const confirm = await screen.findByRole('dialog', { name: 'Borrar el comunicado' });
    await user.click(within(confirm).getByRole('button', { name: 'Borrar' }));

    expect(await screen.findByText(/Comunicado Borrado!/)).toBeTruthy();
    expect(sent('DELETE').map((call) => call.path)).toEqual(['/api/cuentas/communicates/7/']);
    expect(await screen.findByText('Todavía no se ha enviado ningún comunicado.')).toBeTruthy();
  });

  it('keeps it when the confirmation is cancelled, and reports a failed delete', async () => {
    const user = userEvent.setup();
    const { sent } = renderTab({ del: { status: 500, body: { detail: 'x' } } });
    await user.click(await screen.findByRole('button', { name: /Nuevas tarifas/ }));
    await user.click(await screen.findByRole('button', { name: 'Borrar' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancelar' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent('DELETE')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Borrar' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Borrar' }));

    expect(await screen.findByText(/Error al Borrar el Comunicado/)).toBeTruthy();
    expect(sent('DELETE')).toHaveLength(1);
  });

  it('says so when none were sent', async () => {
    renderTab({ list: [] });
    expect(await screen.findByText('Todavía no se ha enviado ningún comunicado.')).toBeTruthy();
  });

  it('offers a retry when the list fails', async () => {
    renderTab({ listStatus: 500 });
    expect(await screen.findByText('Error al cargar los comunicados enviados')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
  });
});
