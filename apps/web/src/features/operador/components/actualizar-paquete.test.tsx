import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MENSAJES_PROVEEDOR as M } from '@ventas/domain/proveedores/proveedores-mensajes';
import type { Orden } from '@ventas/domain/proveedores/proveedores-contract';
import { describe, expect, it } from 'vitest';
import type { PaquetesCliente } from '../cliente-operador';
import {
  aviso,
  paquetesCliente,
  renderizar,
  servidor,
  type Llamada,
  type Respuesta,
} from '../test/operador-test-setup';
import { ActualizarPaquete } from './actualizar-paquete';

const EN_VUELO = 'N.º 345 · Fibra 600 Mb · En vuelo';
const ACTIVO = 'N.º 346 · Línea adicional · Activo';

const boton = () => screen.getByRole('button', { name: 'Actualizar paquete' });
const campo = () => screen.findByRole('combobox', { name: 'Paquete' });
const puts = (llamadas: Llamada[]) =>
  llamadas.filter((l) => l.method === 'PUT').map((l) => [l.pathname, l.body]);

/** The form for `orden` and the customer's `paquetes` (PAQUETES by default), against an API answering `responder`. */
function abrir(
  orden: Pick<Orden, 'order_id' | 'estado'>,
  responder: (l: Llamada) => Respuesta | undefined,
  paquetes: PaquetesCliente = paquetesCliente(),
) {
  const llamadas = servidor(responder);
  renderizar(<ActualizarPaquete paquetes={paquetes} orden={orden} />);
  return { llamadas, refetch: paquetes.refetch };
}

const ok = (l: Llamada): Respuesta | undefined =>
  l.method === 'PUT' ? { status: 200, body: { estado: 'VUELO' } } : undefined;

describe('updating a package from an order', () => {
  it('preselects the package holding the order, sends it the order’s state and id, then asks the packages again', async () => {
    const user = userEvent.setup();
    const { llamadas, refetch } = abrir({ order_id: 'O-1', estado: 8 }, ok);
    expect((await campo()).textContent).toBe(EN_VUELO);
    expect(refetch).not.toHaveBeenCalled();
    await user.click(boton());
    expect(await screen.findByText(aviso('Paquete actualizado'))).toBeTruthy();
    expect(puts(llamadas)).toEqual([['/api/atenciones/paquete/345/', { estado: '8', order_id: 'O-1' }]]);
    // Their state changed: the customer dialog's packages (this list and its Contratos tab) reload.
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('sends to the package the agent chooses instead', async () => {
    const user = userEvent.setup();
    const { llamadas } = abrir({ order_id: 'O-1', estado: 'active' }, ok);
    await user.click(await campo());
    const opciones = within(screen.getByRole('listbox', { name: 'Paquete' })).getAllByRole('option');
    expect(opciones.map((o) => o.textContent)).toEqual([EN_VUELO, ACTIVO]);
    await user.click(screen.getByRole('option', { name: ACTIVO }));
    expect((await campo()).textContent).toBe(ACTIVO);
    await user.click(boton());
    await screen.findByText(aviso('Paquete actualizado'));
    expect(puts(llamadas)).toEqual([['/api/atenciones/paquete/346/', { estado: 'ACTIVO', order_id: 'O-1' }]]);
  });

  it('chooses nothing when no package holds the order', async () => {
    abrir({ order_id: 'O-7', estado: 8 }, ok);
    expect((await campo()).textContent).not.toMatch(/N\.º/);
    expect(boton()).toHaveProperty('disabled', true);
  });

  it('says so when the customer has no packages', () => {
    abrir({ order_id: 'O-1', estado: 8 }, ok, paquetesCliente({ data: [] }));
    expect(screen.getByText('El cliente no tiene paquetes')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Paquete' })).toBeNull();
    expect(boton()).toHaveProperty('disabled', true);
  });

  it('waits while the packages load', () => {
    abrir({ order_id: 'O-1', estado: 8 }, ok, paquetesCliente({ data: undefined, isPending: true }));
    expect(screen.getByRole('status', { name: 'Cargando los paquetes' })).toBeTruthy();
    expect(boton()).toHaveProperty('disabled', true);
  });

  it('is disabled for a state a package cannot take', async () => {
    abrir({ order_id: 'O-1', estado: 42 }, ok);
    expect((await campo()).getAttribute('aria-disabled')).toBe('true');
    expect(boton()).toHaveProperty('disabled', true);
    expect(screen.getByText('El estado de esta orden no se puede llevar a un paquete.')).toBeTruthy();
  });

  it('says so when the package cannot be updated, and asks nothing again', async () => {
    const user = userEvent.setup();
    const { refetch } = abrir({ order_id: 'O-1', estado: 7 }, (l) =>
      l.method === 'PUT' ? { status: 404, body: { detail: 'No se ha encontrado el paquete' } } : undefined,
    );
    await campo();
    await user.click(boton());
    expect(
      await screen.findByText(aviso(`${M.paquetesError} ## detail : No se ha encontrado el paquete ##`)),
    ).toBeTruthy();
    expect(refetch).not.toHaveBeenCalled();
  });

  it('offers to ask again when the packages cannot be loaded', async () => {
    const user = userEvent.setup();
    const { refetch } = abrir(
      { order_id: 'O-1', estado: 8 },
      ok,
      paquetesCliente({ data: undefined, isError: true }),
    );
    expect(screen.getByText('No se han podido cargar los paquetes del cliente.')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Paquete' })).toBeNull();
    expect(boton()).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});
