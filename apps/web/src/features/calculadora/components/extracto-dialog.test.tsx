import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Extracto } from '@ventas/domain/calculadora/extracto-contract';
import { formatEuros } from '@ventas/domain/money/euro-format';
import { createQueryClient } from '../../../api/query-client';
import { createFakeServer, stubViewportWidth, type Handler } from '../../../test/fake-server';
import { TestProviders } from '../../../test/test-providers';
import { OBJETIVO_MES_CARLOS, CARLOS } from '../test/calculadora-fixtures';
import { CierreMesControl } from './cierre-mes-control';
import { ExtractoDialog } from './extracto-dialog';

const { comerciales: _c, mes: _m, comercial: _o, ...CALCULO } = OBJETIVO_MES_CARLOS;

const EXTRACTO: Extracto = {
  mes: '2026-10',
  comercial: CARLOS,
  cierre: null,
  calculo: CALCULO,
  regla_bolsa: '10 % de la bolsa (1.000,00 €)',
  regla_comision: '100,00 € × factor 1,2 (tramo > 100) = 120,00 €',
  ventas: [
    {
      paquete_id: 31,
      oferta_id: 7,
      cliente_id: 501,
      cliente_nombre: 'Lucía Peñalver',
      familia_id: 1,
      familia: 'FIBRA',
      tarifa_nombre: 'Fibra 1 Gb',
      operador: 'O2',
      fecha_venta: '2026-10-15T10:00:00.000Z',
      aportacion: '120.00',
      motivo_sin_parte: null,
    },
    {
      paquete_id: 32,
      oferta_id: 8,
      cliente_id: 502,
      cliente_nombre: 'Bruno Gil',
      familia_id: 5,
      familia: 'ALARMAS',
      tarifa_nombre: 'Alarma hogar',
      operador: 'O2',
      fecha_venta: '2026-10-20T10:00:00.000Z',
      aportacion: '0.00',
      motivo_sin_parte: 'sin objetivo de ALARMAS este mes',
    },
  ],
  descuentos: [
    {
      paquete_id: 12,
      operador: 'O2',
      mes_contado: '2026-08',
      cancelado_el: '2026-10-03',
      importe: '-35.50',
      concepto:
        'Cancelación de Pedro Ruiz, Móvil 50 GB (paquete 12), contado en agosto de 2026, cancelado el 03/10/2026',
    },
  ],
  comision: '120.00',
  total: '84.50',
};

function renderWith(element: React.ReactNode, handler: Handler) {
  stubViewportWidth(1280);
  const server = createFakeServer(handler);
  vi.stubGlobal('fetch', server.fetch);
  const router = createMemoryRouter([{ path: '/', element }], { initialEntries: ['/'] });
  render(
    <TestProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return server;
}

describe('ExtractoDialog', () => {
  it('shows the rules, each sale’s part linked to its customer and offer, the clawback and the total', async () => {
    renderWith(<ExtractoDialog mes="2026-10" comercial={null} onClose={() => {}} />, () => ({
      status: 200,
      body: EXTRACTO,
    }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Extracto de Carlos Comercial · octubre de 2026',
    });
    expect(
      within(dialog).getByText(`10 % de la bolsa (1.000,00 €) = ${formatEuros(CALCULO.bolsa_en_juego)}`),
    ).toBeTruthy();
    expect(within(dialog).getByText('100,00 € × factor 1,2 (tramo > 100) = 120,00 €')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Lucía Peñalver' }).getAttribute('href')).toBe(
      '/teletrabajo?cliente=501&modo=view',
    );
    expect(within(dialog).getByRole('link', { name: 'Oferta 7' }).getAttribute('href')).toBe(
      '/offerconfigurator/501?oferta=7',
    );
    expect(within(dialog).getByText(/Cancelación de Pedro Ruiz/)).toBeTruthy();
    expect(within(dialog).getByText('-35,50 €')).toBeTruthy();
    expect(within(dialog).getByText('Total a liquidar: 84,50 €')).toBeTruthy();
    expect(within(dialog).getByText('Mes abierto: las cifras pueden cambiar')).toBeTruthy();
  });

  it('says why a sale brought nothing, next to its 0,00 €, as the server states it', async () => {
    renderWith(<ExtractoDialog mes="2026-10" comercial={null} onClose={() => {}} />, () => ({
      status: 200,
      body: EXTRACTO,
    }));
    const ventas = await screen.findByRole('table', { name: 'Ventas del mes y su parte de la comisión' });
    const parte = (cliente: string) =>
      within(ventas)
        .getByRole('row', { name: new RegExp(cliente) })
        .querySelectorAll('td')[4]!.textContent;
    expect(parte('Bruno Gil')).toBe('0,00 € · sin objetivo de ALARMAS este mes');
    expect(parte('Lucía Peñalver')).toBe('120,00 €');
  });

  it('says so when the statement cannot be read', async () => {
    renderWith(<ExtractoDialog mes="2026-10" comercial={4} onClose={() => {}} />, () => ({
      status: 500,
      body: { detail: 'x' },
    }));
    expect(await screen.findByText('Error al obtener el extracto')).toBeTruthy();
  });
});

describe('CierreMesControl', () => {
  it('closes a finished month after confirming, with the server’s message', async () => {
    const server = renderWith(<CierreMesControl mes="2020-01" cierre={null} />, (call) =>
      call.method === 'POST'
        ? { status: 201, body: { detail: 'Mes de enero de 2020 cerrado' } }
        : { status: 200, body: {} },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar mes' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cerrar enero de 2020' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cerrar mes' }));
    expect(await screen.findByText(/Mes de enero de 2020 cerrado/)).toBeTruthy();
    expect(server.calls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/api/calculadora/cierres/',
      body: { fecha: '2020-01' },
    });
  });

  it('shows the log of closes and reopens with who and why', async () => {
    renderWith(<CierreMesControl mes="2020-01" cierre={null} />, () => ({
      status: 200,
      body: {
        cerrados: [],
        registro: [
          {
            mes: '2020-01',
            accion: 'REABRIR',
            account_nombre: 'Ada Admin',
            motivo: 'Corrección de catálogo',
            created_on: '2020-02-03T09:00:00.000Z',
          },
        ],
      },
    }));
    await userEvent.click(screen.getByRole('button', { name: 'Registro de cierres' }));
    const tabla = await screen.findByRole('table', { name: 'Cierres y reaperturas' });
    expect(within(tabla).getByText('Reapertura')).toBeTruthy();
    expect(within(tabla).getByText('enero de 2020')).toBeTruthy();
    expect(within(tabla).getByText('Corrección de catálogo')).toBeTruthy();
    expect(within(tabla).getByText('Ada Admin')).toBeTruthy();
  });

  it('offers no close for the running month', () => {
    renderWith(<CierreMesControl mes="2999-01" cierre={null} />, () => ({ status: 200, body: {} }));
    expect(screen.queryByRole('button', { name: 'Cerrar mes' })).toBeNull();
  });

  it('asks a reason to reopen and keeps the dialog open while it is missing', async () => {
    const server = renderWith(
      <CierreMesControl
        mes="2020-01"
        cierre={{ cerrado_on: '2020-02-01T09:00:00.000Z', cerrado_por: 2, cerrado_por_nombre: 'Ada Admin' }}
      />,
      () => ({ status: 200, body: { detail: 'Mes de enero de 2020 reabierto' } }),
    );
    expect(screen.getByText(/Mes cerrado el 01\/02\/2020/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Reabrir mes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reabrir enero de 2020' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reabrir' }));
    expect(within(dialog).getByText('Indique el motivo de la reapertura')).toBeTruthy();
    expect(server.calls).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText('Motivo'), 'Corrección de catálogo');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reabrir' }));
    await waitFor(() =>
      expect(server.calls[0]).toMatchObject({
        path: '/api/calculadora/cierres/reabrir/',
        body: { fecha: '2020-01', motivo: 'Corrección de catálogo' },
      }),
    );
  });
});
