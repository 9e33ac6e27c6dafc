import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MENSAJES_PROVEEDOR as M } from '@ventas/domain/proveedores/proveedores-mensajes';
import { describe, expect, it, vi } from 'vitest';
import { BASE, CLIENTE, aviso, renderizar, servidor } from '../test/operador-test-setup';
import { RegistrosTab } from './registros-tab';

vi.mock('../../../api/proveedores-query', () => ({ useSlugProveedor: () => 'proveedor-b' }));

const REGISTROS = {
  registros: [
    {
      msisdn: '610011143',
      fecha: '2026-11-02',
      tipo: 'Portabilidad',
      descripcion: 'Solicitud de portabilidad entrante',
    },
    {
      msisdn: '699000111',
      fecha: '2026-10-15',
      tipo: 'Cambio de tarifa',
      descripcion: 'Pasa a Ilimitada 50 GB',
    },
  ],
};

const verRegistros = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Ver registros' }));

describe('the Registros tab', () => {
  it('asks for every phone by default and shows the records in a table', async () => {
    const user = userEvent.setup();
    const llamadas = servidor((l) =>
      l.pathname === `${BASE}/registros/` ? { status: 200, body: REGISTROS } : undefined,
    );
    renderizar(<RegistrosTab cliente={CLIENTE} />, 360);
    expect(screen.getByRole('checkbox', { name: '610011143' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: '699000111' })).toHaveProperty('checked', true);
    await verRegistros(user);

    expect(await screen.findByText(aviso(M.registrosOk))).toBeTruthy();
    expect(llamadas.map((l) => l.query)).toEqual([{ cliente_id: '12', msisdns: '610011143,699000111' }]);
    const filas = within(screen.getByRole('table', { name: 'Registros' })).getAllByRole('row');
    expect(filas.map((fila) => fila.textContent)).toEqual([
      'TeléfonoFechaTipoDescripción',
      '61001114302/11/2026PortabilidadSolicitud de portabilidad entrante',
      '69900011115/10/2026Cambio de tarifaPasa a Ilimitada 50 GB',
    ]);
  });

  it('asks only for the phones left ticked, and for none cannot ask', async () => {
    const user = userEvent.setup();
    const llamadas = servidor(() => ({ status: 200, body: { registros: [] } }));
    renderizar(<RegistrosTab cliente={CLIENTE} />);
    await user.click(screen.getByRole('checkbox', { name: '610011143' }));
    await verRegistros(user);
    expect(await screen.findByText('No hay registros de estos teléfonos.')).toBeTruthy();
    expect(llamadas.map((l) => l.query.msisdns)).toEqual(['699000111']);

    await user.click(screen.getByRole('checkbox', { name: '699000111' }));
    expect(screen.getByRole('button', { name: 'Ver registros' })).toHaveProperty('disabled', true);
  });

  it('cannot ask for a customer without phones', () => {
    servidor(() => undefined);
    renderizar(<RegistrosTab cliente={{ ...CLIENTE, telefonos: [] }} />);
    expect(screen.getByRole('button', { name: 'Ver registros' })).toHaveProperty('disabled', true);
    expect(screen.getByText('El cliente no tiene teléfonos para consultar sus registros.')).toBeTruthy();
  });

  it('says the records could not be had', async () => {
    const user = userEvent.setup();
    servidor(() => ({ status: 502, body: { detail: 'El servicio del operador no está disponible' } }));
    renderizar(<RegistrosTab cliente={CLIENTE} />);
    await verRegistros(user);
    expect(
      await screen.findByText(
        aviso(`${M.registrosError} ## detail : El servicio del operador no está disponible ##`),
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
