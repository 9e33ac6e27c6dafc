import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { OfertaDetail } from '@ventas/domain/ofertas/oferta-contract';
import { sessionStore } from '../../../../session/session-store';
import type { RecordedCall, Reply } from '../../../../test/fake-server';
import { OFERTA_GUARDADA } from '../../test/oferta-fixtures';
import { renderConfigurator } from '../../test/render-configurator';

/** Issue 29 §5: the offer's path, its status control and the activation request, on screen. */
const PRESENTADA: OfertaDetail = {
  ...OFERTA_GUARDADA,
  estado: 2,
  estadoLabel: 'Presentada',
  declaracion: { modo: 'MANAGER_CONFIRMA', gestionaEquipo: false, solicitud: null, rechazo: null },
};

const SOLICITADA: OfertaDetail = {
  ...PRESENTADA,
  declaracion: {
    modo: 'MANAGER_CONFIRMA',
    gestionaEquipo: true,
    solicitud: {
      estado: 4,
      estadoLabel: 'Activada',
      solicitadaPor: { id: 4, nombre_completo: 'Carlos Comercial' },
      // 14 May 2025, 12:00 in Madrid.
      solicitadaEl: '2025-05-14T10:00:00Z',
    },
    rechazo: null,
  },
};

const MANAGER = {
  id: 3,
  username: 'manager',
  nombre_completo: 'Marta Manager',
  isAdmin: false,
  rol: { id: 3 },
  tenant_groups: [{ name: 'A' }],
  tipo_comercial: 'TIENDA',
};

function answering(detail: OfertaDetail, user?: typeof MANAGER, posted: RecordedCall[] = []) {
  return (call: RecordedCall): Reply | undefined => {
    const path = new URL(call.path, 'http://localhost').pathname;
    if (path === '/api/cuentas/detalle/' && user) return { status: 200, body: user };
    if (path === '/api/atenciones/oferta/31/' && call.method === 'GET') return { status: 200, body: detail };
    if (path === '/api/atenciones/oferta/31/activacion/confirmar/') {
      posted.push(call);
      return {
        status: 200,
        body: {
          ...detail,
          estado: 4,
          estadoLabel: 'Activada',
          fechaVenta: '2025-05-14T11:00:00Z',
          declaracion: { ...detail.declaracion, solicitud: null },
        },
      };
    }
    return undefined;
  };
}

describe('Declaración de ventas on the offer', { timeout: 30_000 }, () => {
  afterEach(() => sessionStore.logout());

  it('shows a Comercial the path and offers Activada as a request under "Un manager confirma"', async () => {
    const user = userEvent.setup({ delay: null });
    await renderConfigurator('/offerconfigurator/12?oferta=31', undefined, answering(PRESENTADA));
    const camino = screen.getByRole('region', { name: 'Camino de la venta' });
    expect(within(camino).getByText('Declaración de ventas: Un manager confirma')).toBeTruthy();
    expect(
      within(camino).getByText(
        'El comercial solicita la activación y el manager de su equipo o un administrador la confirma.',
      ),
    ).toBeTruthy();

    await user.click(screen.getByRole('combobox', { name: 'Estado' }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Pendiente',
      'Presentada',
      'Rechazada',
      'Activada (solicitar activación)',
      'Error envío a SMART',
      'Activada Parcial (solicitar activación)',
      'Cancelada',
    ]);
    await user.click(
      within(screen.getByRole('listbox')).getByRole('option', { name: 'Activada (solicitar activación)' }),
    );
    expect(await screen.findByText(/Al guardar se solicitará la activación/)).toBeTruthy();
  });

  it('shows a Comercial their pending request without the buttons to answer it', async () => {
    await renderConfigurator('/offerconfigurator/12?oferta=31', undefined, answering(SOLICITADA));
    expect(
      screen.getByText(/Activación solicitada \(activada\) por Carlos Comercial el 14\/05\/2025 12:00\./),
    ).toBeTruthy();
    expect(screen.getByText(/Pendiente de que la confirme el manager de su equipo/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirmar activación' })).toBeNull();
  });

  it("lets the Comercial's Manager confirm the request, and the status follows", async () => {
    const user = userEvent.setup({ delay: null });
    const posted: RecordedCall[] = [];
    await renderConfigurator(
      '/offerconfigurator/12?oferta=31',
      undefined,
      answering(SOLICITADA, MANAGER, posted),
    );
    await user.click(await screen.findByRole('button', { name: 'Confirmar activación' }));
    await screen.findByText('Activación confirmada: la venta ya cuenta.', { exact: false });
    expect(posted).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText(/Activación solicitada/)).toBeNull());
    // The status control now starts from Activada: only Cancelada follows.
    expect(screen.getByRole('combobox', { name: 'Estado' }).textContent).toBe('Activada');
  });

  it("shows a rejected request's reason to the Comercial", async () => {
    await renderConfigurator(
      '/offerconfigurator/12?oferta=31',
      undefined,
      answering({
        ...PRESENTADA,
        declaracion: {
          ...PRESENTADA.declaracion!,
          rechazo: { el: '2025-05-15T08:00:00Z', motivo: 'Falta el pedido del operador' },
        },
      }),
    );
    expect(
      screen.getByText(
        'Su solicitud de activación se rechazó el 15/05/2025 10:00: Falta el pedido del operador',
      ),
    ).toBeTruthy();
  });
});
