import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { formatEuros } from '@ventas/domain/money/euro-format';
import { quotedPackageOf, type CotizacionPaquete } from '@ventas/domain/ofertas/oferta-cotizacion';
import { priceOffer, type QuotedPackage } from '@ventas/domain/ofertas/price-oferta';
import { sessionStore } from '../../../session/session-store';
import { OFERTA_GUARDADA } from '../test/oferta-fixtures';
import { paquete, pick, renderConfigurator, totalMensual } from '../test/render-configurator';

const price = (pkg: QuotedPackage) =>
  formatEuros(priceOffer({ segment: 'PARTICULAR', vatRate: '21', byPriority: true, packages: [pkg] }).during);
const quoted = quotedPackageOf(OFERTA_GUARDADA.paquetes[0]?.cotizacion as CotizacionPaquete);
const cincuentaPorCiento = {
  amount: '50.0000',
  amount_unit: 'PERCENTS',
  months: 3,
  priority_order: 2,
} as const;

describe('the offer configurator, editing a saved offer', { timeout: 30_000 }, () => {
  afterEach(() => sessionStore.logout());

  it("keeps each package's quoted prices until asked to re-quote, and puts the offer", async () => {
    const user = userEvent.setup({ delay: null });
    const { sent } = await renderConfigurator('/offerconfigurator/12?oferta=31', () => ({
      status: 200,
      body: { ...OFERTA_GUARDADA, estado: 2, estadoLabel: 'Presentada' },
    }));

    expect(screen.getByRole('heading', { name: 'Oferta n.º 31' })).toBeTruthy();
    // Pendiente: its package is stored VUELO but nothing was sent, so no order is "En vuelo".
    expect(within(paquete(1)).queryByText('En vuelo')).toBeNull();
    // Quoted at 35.00 with 5 € off, whatever the catalogue says today: what the server stored.
    await waitFor(() => expect(totalMensual()).toBe(formatEuros(OFERTA_GUARDADA.precioTotal)));
    expect(totalMensual()).toBe(price(quoted));

    // A promotion added now is priced today; what was quoted keeps its quote (item by item).
    await pick(user, paquete(1), 'Promociones', '50 %');
    await waitFor(() =>
      expect(totalMensual()).toBe(
        price({ ...quoted, promotions: [...quoted.promotions, cincuentaPorCiento] }),
      ),
    );

    await user.click(screen.getByRole('checkbox', { name: 'Recotizar a precios de hoy' }));
    const today: QuotedPackage = {
      base: '39.90',
      promotions: [
        { amount: '10.0000', amount_unit: 'MONETARY', months: 6, priority_order: 1 },
        cincuentaPorCiento,
      ],
      installment: null,
      insurance: null,
      svas: [],
    };
    await waitFor(() => expect(totalMensual()).toBe(price(today)));

    // SPEC §4: only the moves OFERTA_TRANSITIONS allows from Pendiente.
    await user.click(screen.getByRole('combobox', { name: 'Estado' }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Pendiente',
      'Presentada',
      'Rechazada',
      'Cancelada',
    ]);
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Presentada' }));

    await user.keyboard('{Control>}s{/Control}');

    await screen.findByText('Oferta editada correctamente 🎉');
    const [put] = sent('PUT');
    expect(put?.path).toBe('/api/atenciones/oferta/31/');
    expect(put?.body).toMatchObject({
      estado: 2,
      recotizar: true,
      tipoOferta: 'CONVERGENTE',
      isp: 'A',
      precioAnterior: '60,00',
      notas: 'Llamar por la tarde',
      paquetes: [
        {
          id: 501,
          tarifa: 4,
          promotion_priority: [
            { promotion: 1, priority_order: 1 },
            { promotion: 2, priority_order: 2 },
          ],
          lineasAsociadas: ['600111222'],
        },
      ],
    });
    // Issue 29: the screen stays on the offer as saved, and offers the way back (SPEC §4's
    // calculator, as the offer was opened from nowhere else).
    const aviso = await screen.findByText('Oferta n.º 31 guardada: puede verla o descargarla en PDF.');
    expect(aviso).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Descargar PDF' })).toHaveProperty('disabled', false);
    // Presentada: the order is in flight now.
    expect(within(paquete(1)).getByText('En vuelo')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver a la calculadora' }).getAttribute('href')).toBe(
      '/areapersonal/calculadora',
    );
  });
});
