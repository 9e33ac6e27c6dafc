import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ahorro } from '@ventas/domain/documentos/oferta-documento';
import { formatEuros } from '@ventas/domain/money/euro-format';
import { priceOffer, type QuotedPackage } from '@ventas/domain/ofertas/price-oferta';
import { sessionStore } from '../../../session/session-store';
import { ATENCION_DE_OFERTA } from '../test/oferta-fixtures';
import { paquete, pick, renderConfigurator, totalMensual } from '../test/render-configurator';

// The package the first test builds, as the domain's price function reads it.
const FIBRA_COMPLETA: QuotedPackage = {
  base: '39.90',
  promotions: [
    { amount: '10.0000', amount_unit: 'MONETARY', months: 6, priority_order: 1 },
    { amount: '50.0000', amount_unit: 'PERCENTS', months: 3, priority_order: 2 },
  ],
  installment: '20.59',
  insurance: '7.99',
  svas: ['13.99'],
};
const MOVIL: QuotedPackage = { base: '12.90', promotions: [], installment: null, insurance: null, svas: [] };
const total = (...packages: QuotedPackage[]) =>
  priceOffer({ segment: 'PARTICULAR', vatRate: '21', byPriority: true, packages });

describe('the offer configurator, creating an offer', { timeout: 60_000 }, () => {
  afterEach(() => sessionStore.logout());

  it("shows the domain price function's total for what is picked, and sends the packages with a tariff", async () => {
    const user = userEvent.setup({ delay: null });
    const { sent, router } = await renderConfigurator('/offerconfigurator/12', () => ({
      status: 201,
      body: ATENCION_DE_OFERTA,
    }));

    await pick(user, paquete(1), 'Tarifa', 'Fibra 600');
    await pick(user, paquete(1), 'Promociones', '10 €');
    await pick(user, paquete(1), 'Promociones', '50 %');
    await pick(user, paquete(1), 'Dispositivo', 'Pixel');
    await pick(user, paquete(1), 'Seguro', 'Seguro');
    await pick(user, paquete(1), 'SVAs', 'Netflix');

    const expected = total(FIBRA_COMPLETA);
    await waitFor(() => expect(totalMensual()).toBe(formatEuros(expected.during)));
    expect(expected.during).toBe('66.33');
    expect(
      within(paquete(1)).getByText(`66,33 €/mes durante 6 meses, después ${formatEuros(expected.after)}/mes`),
    ).toBeTruthy();

    // A package left without a tariff is not sent (SPEC §5).
    await user.click(screen.getByRole('button', { name: 'Añadir paquete' }));
    expect(paquete(2)).toBeTruthy();
    await user.type(screen.getByLabelText('Precio actual del cliente'), '95,50');
    const saving = ahorro('95.50', expected.during);
    expect(
      screen.getByText(`${formatEuros(saving?.mensual)} al mes · ${formatEuros(saving?.anual)} al año`),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Guardar oferta' }));

    await screen.findByText('Oferta guardada correctamente 🎉');
    const [post] = sent('POST').filter((call) => call.path === '/api/atenciones/entradas/');
    expect(post?.body).toMatchObject({
      cliente: 12,
      tipo: 'OFERTA',
      oferta: {
        tipoIva: 'Península',
        precioAnterior: '95,50',
        paquetes: [
          {
            id: null,
            tipoLinea: 'LINEA_PRINCIPAL',
            tarifa: 4,
            promotion_priority: [
              { promotion: 1, priority_order: 1 },
              { promotion: 2, priority_order: 2 },
            ],
            cacharro: 20,
            installment: 218,
            seguro: 2,
            svas: [1],
          },
        ],
      },
    });
    expect((post?.body as { oferta: Record<string, unknown> }).oferta).not.toHaveProperty('datosCliente');
    // Issue 29: the screen stays, now on the saved offer, and offers SPEC §4's way back: the
    // customer's history in Teletrabajo.
    expect(await screen.findByRole('heading', { name: 'Oferta n.º 31' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/offerconfigurator/12');
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      oferta: '31',
      volver: '/teletrabajo?cliente=12&modo=view',
    });
    await user.click(screen.getByRole('link', { name: 'Volver al cliente' }));
    await screen.findByText('Pantalla de teletrabajo');
    expect(router.state.location.search).toBe('?cliente=12&modo=view');
  });

  it('adds a package with Alt+N, duplicates one and removes one', async () => {
    const user = userEvent.setup({ delay: null });
    await renderConfigurator('/offerconfigurator/12');
    await pick(user, paquete(1), 'Tarifa', 'Móvil 25');
    await waitFor(() => expect(totalMensual()).toBe(formatEuros(total(MOVIL).during)));

    await user.click(within(paquete(1)).getByRole('button', { name: 'Duplicar paquete' }));
    expect(within(paquete(2)).getByRole('combobox', { name: 'Tarifa' })).toHaveProperty(
      'value',
      'Móvil 25GB',
    );
    expect(screen.getByRole('heading', { name: 'Paquetes (2)' })).toBeTruthy();
    await waitFor(() => expect(totalMensual()).toBe(formatEuros(total(MOVIL, MOVIL).during)));

    await user.keyboard('{Alt>}n{/Alt}');
    expect(screen.getByRole('heading', { name: 'Paquetes (3)' })).toBeTruthy();
    // The new package's tariff takes the focus: the offer goes on from the keyboard.
    expect(document.activeElement).toBe(within(paquete(3)).getByRole('combobox', { name: 'Tarifa' }));

    await user.click(within(paquete(1)).getByRole('button', { name: 'Eliminar paquete' }));
    expect(screen.getByRole('heading', { name: 'Paquetes (2)' })).toBeTruthy();
    await waitFor(() => expect(totalMensual()).toBe(formatEuros(total(MOVIL).during)));
  });
});
