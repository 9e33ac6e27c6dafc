import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MENSAJES_PROVEEDOR as M } from '@ventas/domain/proveedores/proveedores-mensajes';
import { describe, expect, it, vi } from 'vitest';
import {
  BASE,
  CLIENTE,
  aviso,
  descargas,
  hayAviso,
  renderizar,
  servidor,
  type Llamada,
  type Respuesta,
} from '../test/operador-test-setup';
import { OrdenesTab } from './ordenes-tab';

vi.mock('../../../api/proveedores-query', () => ({ useSlugProveedor: () => 'proveedor-b' }));

const ORDEN = {
  order_id: 'O-1',
  fecha: '2026-10-01',
  estado: 8,
  producto: 'Fibra 600 Mb',
  msisdn: '610011143',
  contract_id: 'C-9',
};
const ORDENES = {
  ordenes: [ORDEN, { ...ORDEN, order_id: 'O-2', estado: 42, contract_id: null, msisdn: null }],
};
const DETALLE = {
  ...ORDEN,
  direccion_instalacion: 'Calle Mayor 12, 50001 Zaragoza',
  historial: [
    { fecha: '2026-10-01', estado: 79, descripcion: 'Pedido recibido' },
    { fecha: '2026-10-03', estado: 6, descripcion: 'Router enviado' },
  ],
};
const CAIDO = { status: 502, body: { detail: 'El servicio del operador no está disponible' } };

/** The tab against an API answering the orders, the detail and `otras` for the rest. */
function abrir(otras: (l: Llamada) => Respuesta | undefined = () => undefined) {
  const llamadas = servidor((l) => {
    const propia = otras(l);
    if (propia) return propia;
    if (l.pathname === `${BASE}/ordenes/`) return { status: 200, body: ORDENES };
    if (l.pathname === `${BASE}/ordenes/detail/`) {
      const orden = ORDENES.ordenes.find((o) => o.order_id === l.query.order_id);
      return { status: 200, body: { ...DETALLE, ...orden } };
    }
    return undefined;
  });
  renderizar(<OrdenesTab cliente={CLIENTE} />, 360);
  return llamadas;
}

async function abrirOrden(user: ReturnType<typeof userEvent.setup>, orderId = 'O-1') {
  await user.click(await screen.findByRole('button', { name: new RegExp(`^${orderId}`) }));
  return screen.findByRole('dialog', { name: `Orden ${orderId}` });
}

describe('the Órdenes tab', () => {
  it('lists the customer’s orders with their state labels', async () => {
    const llamadas = abrir();
    const lista = await screen.findByRole('list', { name: 'Órdenes' });
    expect(
      within(lista)
        .getAllByRole('button')
        .map((fila) => fila.textContent),
    ).toEqual(['O-101/10/2026En vueloFibra 600 Mb · 610011143', 'O-201/10/2026Estado 42Fibra 600 Mb']);
    expect(llamadas.map((l) => l.query)).toEqual([{ cliente_id: '12' }]);
  });

  it('shows an empty state when the operator has no orders', async () => {
    abrir((l) => (l.pathname === `${BASE}/ordenes/` ? { status: 200, body: { ordenes: [] } } : undefined));
    expect(await screen.findByText('El cliente no tiene órdenes en el operador.')).toBeTruthy();
  });

  it('fails silently: no notice, a neutral state and a retry that loads them', async () => {
    const user = userEvent.setup();
    let fallos = 1;
    abrir((l) => (l.pathname === `${BASE}/ordenes/` && fallos-- > 0 ? CAIDO : undefined));
    expect(await screen.findByText(M.noDisponible)).toBeTruthy();
    expect(hayAviso()).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('list', { name: 'Órdenes' })).toBeTruthy();
    expect(screen.queryByText(M.noDisponible)).toBeNull();
  });

  it('says what is ours to fix (a 409: the customer has no document) in place of "no disponible"', async () => {
    abrir((l) =>
      l.pathname === `${BASE}/ordenes/`
        ? { status: 409, body: { detail: 'El cliente no tiene documento' } }
        : undefined,
    );
    expect(await screen.findByText('El cliente no tiene documento')).toBeTruthy();
    expect(screen.queryByText(M.noDisponible)).toBeNull();
    expect(hayAviso()).toBe(false);
  });

  it('opens an order with its history, full screen on a phone', async () => {
    const user = userEvent.setup();
    const llamadas = abrir();
    const dialogo = await abrirOrden(user);
    expect(await within(dialogo).findByText('Instalación: Calle Mayor 12, 50001 Zaragoza')).toBeTruthy();
    const pasos = within(dialogo).getByRole('list', { name: 'Historial de la orden' });
    expect(
      within(pasos)
        .getAllByRole('listitem')
        .map((paso) => paso.textContent),
    ).toEqual(['01/10/2026En vueloPedido recibido', '03/10/2026EnviadoRouter enviado']);
    expect(llamadas.filter((l) => l.pathname === `${BASE}/ordenes/detail/`).map((l) => l.query)).toEqual([
      { order_id: 'O-1' },
    ]);
    expect(dialogo.className).toContain('MuiDialog-paperFullScreen');
  });

  it('offers the customer’s packages to update, the order’s one chosen', async () => {
    const user = userEvent.setup();
    const llamadas = abrir();
    const dialogo = await abrirOrden(user);
    const paquete = await within(dialogo).findByRole('combobox', { name: 'Paquete' });
    expect(paquete.textContent).toBe('N.º 345 · Fibra 600 Mb · En vuelo');
    // The packages are the customer dialog's: the tab asks nothing of its own for them.
    expect(llamadas.filter((l) => l.pathname.startsWith('/api/atenciones/'))).toEqual([]);
  });

  it('keeps a failed order detail silent too', async () => {
    const user = userEvent.setup();
    abrir((l) => (l.pathname === `${BASE}/ordenes/detail/` ? CAIDO : undefined));
    const dialogo = await abrirOrden(user);
    expect(await within(dialogo).findByText(M.noDisponible)).toBeTruthy();
    expect(hayAviso()).toBe(false);
  });

  it('names the contract as the server says, else Contrato_<id>.pdf', async () => {
    const user = userEvent.setup();
    const nombres = descargas();
    let cabecera: string | undefined = 'attachment; filename="Contrato firmado O-1.pdf"';
    const llamadas = abrir((l) =>
      l.pathname === `${BASE}/contrato/pdf/` ? { status: 200, pdf: true, disposition: cabecera } : undefined,
    );
    const dialogo = await abrirOrden(user);
    await user.click(within(dialogo).getByRole('button', { name: 'Descargar contrato' }));
    await waitFor(() => expect(nombres()).toEqual(['Contrato firmado O-1.pdf']));
    cabecera = undefined;
    await user.click(within(dialogo).getByRole('button', { name: 'Descargar contrato' }));
    await waitFor(() => expect(nombres()).toEqual(['Contrato firmado O-1.pdf', 'Contrato_C-9.pdf']));
    expect(llamadas.filter((l) => l.pathname.endsWith('/contrato/pdf/')).map((l) => l.query)).toEqual([
      { contract_id: 'C-9' },
      { contract_id: 'C-9' },
    ]);
  });

  it('says so when the contract cannot be downloaded, and offers none without a contract', async () => {
    const user = userEvent.setup();
    abrir((l) => (l.pathname === `${BASE}/contrato/pdf/` ? CAIDO : undefined));
    let dialogo = await abrirOrden(user);
    await user.click(within(dialogo).getByRole('button', { name: 'Descargar contrato' }));
    expect(await screen.findByText(aviso(M.contratoPdfError))).toBeTruthy();
    await user.click(within(dialogo).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    dialogo = await abrirOrden(user, 'O-2');
    expect(within(dialogo).queryByRole('button', { name: 'Descargar contrato' })).toBeNull();
  });
});
