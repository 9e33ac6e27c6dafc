import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../../session/session-store';
import { CLIENTE } from '../test/oferta-fixtures';
import { paquete, pick, renderConfigurator } from '../test/render-configurator';

const TAKEN = {
  detail: 'Ya existe Ana Gil (#3) con el teléfono 600111222.',
  field: ['telefono'],
  value: ['600111222'],
  cliente_id: ['3'],
};

describe('a refused offer save', { timeout: 30_000 }, () => {
  afterEach(() => sessionStore.logout());

  it("takes a phone another customer holds out of the customer's list and says so (SPEC §8)", async () => {
    const user = userEvent.setup({ delay: null });
    const { sent } = await renderConfigurator('/offerconfigurator/12', () => ({ status: 409, body: TAKEN }));
    const cliente = screen.getByRole('region', { name: CLIENTE.nombre });
    const telefonos = within(cliente).getByRole('combobox', { name: 'Teléfonos del cliente' });
    await user.type(telefonos, '600 11 12 22{Enter}');
    expect(within(cliente).getByText('600111222')).toBeTruthy();
    await pick(user, paquete(1), 'Tarifa', 'Móvil 25');

    await user.click(screen.getByRole('button', { name: 'Guardar oferta' }));

    const message = await screen.findByText(/^Error al guardar oferta ## detail : Ya existe Ana Gil/);
    expect(message.textContent).toContain('## value : 600111222 ##');
    const [post] = sent('POST').filter((call) => call.path === '/api/atenciones/entradas/');
    expect(post?.body).toMatchObject({
      oferta: { datosCliente: { nombre: CLIENTE.nombre, telefonos_contacto: ['610011143', '600111222'] } },
    });
    expect(within(cliente).queryByText('600111222')).toBeNull();
    expect(within(cliente).getByText('610011143')).toBeTruthy();
    expect(
      within(cliente).getByText(
        'El teléfono 600111222 es de otro cliente: se ha quitado de los teléfonos de este. Guarde de nuevo.',
      ),
    ).toBeTruthy();
  });

  it("puts a 400's message on the field of the package it names, counting only the packages sent", async () => {
    const user = userEvent.setup({ delay: null });
    await renderConfigurator('/offerconfigurator/12', () => ({
      status: 400,
      body: { 'oferta.paquetes.0.cacharro': ['El dispositivo no tiene cuotas para esta tarifa'] },
    }));
    // Package 1 stays empty, so it is not sent: the server's package 0 is the screen's package 2.
    await user.click(screen.getByRole('button', { name: 'Añadir paquete' }));
    await pick(user, paquete(2), 'Tarifa', 'Móvil 25');

    await user.click(screen.getByRole('button', { name: 'Guardar oferta' }));

    expect(
      await within(paquete(2)).findByText('El dispositivo no tiene cuotas para esta tarifa'),
    ).toBeTruthy();
    expect(within(paquete(1)).queryByText('El dispositivo no tiene cuotas para esta tarifa')).toBeNull();
    expect(
      screen.getByText(
        'Error al guardar oferta ## oferta.paquetes.0.cacharro : El dispositivo no tiene cuotas para esta tarifa ## 😞',
      ),
    ).toBeTruthy();
  });
});
