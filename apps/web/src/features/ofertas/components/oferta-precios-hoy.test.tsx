import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { formatEuros } from '@ventas/domain/money/euro-format';
import type { OfertaDetail } from '@ventas/domain/ofertas/oferta-contract';
import { AVISO_PRECIOS_CAMBIADOS, type PreciosHoy } from '@ventas/domain/ofertas/oferta-precios-hoy';
import { priceOffer } from '@ventas/domain/ofertas/price-oferta';
import { sessionStore } from '../../../session/session-store';
import type { RecordedCall } from '../../../test/fake-server';
import { OFERTA_GUARDADA } from '../test/oferta-fixtures';
import { renderConfigurator, totalMensual } from '../test/render-configurator';

/** Tariff 4 as the catalogue prices it today (oferta-fixtures): 39.90 with 10 € off for 6 months. */
const HOY = priceOffer({
  segment: 'PARTICULAR',
  vatRate: '21',
  byPriority: true,
  packages: [
    {
      base: '39.90',
      promotions: [{ amount: '10.0000', amount_unit: 'MONETARY', months: 6 }],
      installment: null,
      insurance: null,
      svas: [],
    },
  ],
});
/** What the server answers beside the stored quote (oferta-precios-hoy.ts). */
const PRECIOS_HOY: PreciosHoy = {
  precioTotal: HOY.during,
  precioTotalDespues: HOY.after,
  pagoInicial: '0.00',
  paquetes: [{ id: 501, durante: HOY.during, despues: HOY.after, inicial: null }],
};

const abrir = (detail: OfertaDetail) => {
  const override = (call: RecordedCall) =>
    call.method === 'GET' && call.path.startsWith('/api/atenciones/oferta/31/')
      ? { status: 200, body: detail }
      : undefined;
  return renderConfigurator(
    '/offerconfigurator/12?oferta=31',
    () => ({ status: 200, body: { ...detail, preciosHoy: null } }),
    override,
  );
};

const aviso = () => screen.queryByText(new RegExp(`^${AVISO_PRECIOS_CAMBIADOS}`));
const recotizar = () =>
  screen.getByRole<HTMLInputElement>('checkbox', { name: 'Recotizar a precios de hoy' });
const CAMBIO =
  `${AVISO_PRECIOS_CAMBIADOS}: total mensual ${formatEuros('37.35')} → ${formatEuros(HOY.during)}; ` +
  `tras las promociones ${formatEuros('42.35')} → ${formatEuros(HOY.after)}.`;

describe(
  'a saved offer whose prices changed in the catalogue since it was saved',
  { timeout: 30_000 },
  () => {
    afterEach(() => sessionStore.logout());

    it('opens at today’s prices, says old → new, and saves re-quoted', async () => {
      const user = userEvent.setup({ delay: null });
      const { sent } = await abrir({ ...OFERTA_GUARDADA, preciosHoy: PRECIOS_HOY });

      await waitFor(() => expect(totalMensual()).toBe(formatEuros(HOY.during)));
      expect(recotizar().checked).toBe(true);
      expect(aviso()?.textContent).toBe(
        `${CAMBIO} Se muestran los precios de hoy, que se guardarán con la oferta.`,
      );

      // The agent may keep what the customer was offered: the screen says which prices stay.
      await user.click(recotizar());
      await waitFor(() => expect(totalMensual()).toBe(formatEuros(OFERTA_GUARDADA.precioTotal)));
      expect(aviso()?.textContent).toBe(
        `${CAMBIO} Se mantienen los del 10/01/2026 11:00; marque «Recotizar a precios de hoy» para aplicar los de hoy.`,
      );
      await user.click(recotizar());

      await user.keyboard('{Control>}s{/Control}');
      await screen.findByText('Oferta editada correctamente 🎉');
      expect(sent('PUT')[0]?.body).toMatchObject({ recotizar: true });
    });

    it('keeps a sale at the prices it was sold at unless asked, and says so', async () => {
      await abrir({ ...OFERTA_GUARDADA, estado: 4, estadoLabel: 'Activada', preciosHoy: PRECIOS_HOY });
      await waitFor(() => expect(totalMensual()).toBe(formatEuros(OFERTA_GUARDADA.precioTotal)));
      expect(recotizar().checked).toBe(false);
      expect(aviso()?.textContent).toContain('Se mantienen los del 10/01/2026 11:00');
    });

    it('says nothing, and keeps the quote, when the server reports no change', async () => {
      await abrir({ ...OFERTA_GUARDADA, preciosHoy: null });
      await waitFor(() => expect(totalMensual()).toBe(formatEuros(OFERTA_GUARDADA.precioTotal)));
      expect(recotizar().checked).toBe(false);
      expect(aviso()).toBeNull();
    });
  },
);
