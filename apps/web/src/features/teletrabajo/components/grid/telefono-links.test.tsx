import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../../../session/session-store';
import { clienteRow } from '../../../../test/cliente-fixture';
import { renderTeletrabajoGrid, SLOW } from './grid-test-support';

const renderScreen = (width: number) =>
  renderTeletrabajoGrid('/teletrabajo', width, [
    clienteRow(1, 'Ana Pérez', {
      telefonos_contacto: ['612345678', '912345678'],
      telefonos_no_llamar: ['912345678'],
    }),
    clienteRow(2, 'Luis Gil', { telefonos_contacto: ['623456789'] }),
  ]);

/** The grid's row, or on a phone the customer's card. */
const rowOf = async (nombre: string) =>
  (await screen.findByText(nombre, {}, SLOW)).closest('[role="row"], li') as HTMLElement;

describe("the telework grid's phones and the do-not-call list", { timeout: 20_000 }, () => {
  afterEach(() => sessionStore.logout());

  it.each([
    ['a laptop', 1280],
    ['a phone', 360],
  ])(
    'offers no call link for an opted-out phone on %s, and "No llamar" in its place',
    async (_what, width) => {
      await renderScreen(width);
      const ana = await rowOf('Ana Pérez');
      expect(within(ana).getByRole('link', { name: 'Llamar al 612345678' }).getAttribute('href')).toBe(
        'tel:+34612345678',
      );
      expect(within(ana).queryByRole('link', { name: /912345678/ })).toBeNull();
      expect(within(ana).getByText('912345678')).toBeTruthy();
      expect(within(ana).getByLabelText('912345678: No llamar')).toBeTruthy();

      const luis = await rowOf('Luis Gil');
      expect(within(luis).getByRole('link', { name: 'Llamar al 623456789' })).toBeTruthy();
      expect(within(luis).queryByLabelText(/No llamar/)).toBeNull();
    },
  );

  it.each([1280, 360])('keeps the row closed when the chip is clicked (%i px)', async (width) => {
    const { router } = await renderScreen(width);
    const ana = await rowOf('Ana Pérez');
    await userEvent.click(within(ana).getByLabelText('912345678: No llamar'));
    expect(router.state.location.search).toBe('');
  });
});
