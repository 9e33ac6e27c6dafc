import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { formatEuros } from '@ventas/domain/money/euro-format';
import { priceOffer } from '@ventas/domain/ofertas/price-oferta';
import { formatMadridDateTime } from '@ventas/domain/time/madrid';
import { sessionStore } from '../../../session/session-store';
import { MUESTRA_AGENDADOS } from '../../clientes/clientes.public';
import { BORRADOR_DIAS, borradorOferta, type BorradorRef } from '../model/borrador-oferta';
import { draftForCreate } from '../model/initial-draft';
import { emptyPaquete } from '../model/oferta-draft';
import { ATENCION_DE_OFERTA, CLIENTE, OFERTA_GUARDADA } from '../test/oferta-fixtures';
import { paquete, pick, renderConfigurator, totalMensual } from '../test/render-configurator';

// The signed-in Comercial of the fake API (id 4) and the fixtures' customer (12).
const NUEVA: BorradorRef = { userId: 4, clienteId: 12, ofertaId: null };
const EDITADA: BorradorRef = { ...NUEVA, ofertaId: OFERTA_GUARDADA.id };
const MOVIL_25 = formatEuros(
  priceOffer({
    segment: 'PARTICULAR',
    vatRate: '21',
    byPriority: true,
    packages: [{ base: '12.90', promotions: [], installment: null, insurance: null, svas: [] }],
  }).during,
);
/** A new offer for the fixtures' customer with operator A's mobile tariff (id 7) picked. */
const CON_MOVIL = {
  ...draftForCreate(CLIENTE, 'A'),
  precioAnterior: '29,90',
  paquetes: [{ ...emptyPaquete(), tarifa: 7 }],
};

const pregunta = () => screen.findByRole('dialog', { name: 'Oferta sin guardar' });
const tarifa = (n: number) => within(paquete(n)).getByRole('combobox', { name: 'Tarifa' });
const precioAnterior = () => screen.getByLabelText('Precio actual del cliente');
const textoDe = (guardadoEl: string) =>
  `Tiene una oferta sin guardar de ${formatMadridDateTime(guardadoEl)}. ¿Recuperarla?`;

describe('the offer configurator keeps what is typed (issue 29 §2)', { timeout: 60_000 }, () => {
  afterEach(() => sessionStore.logout());

  it('stores the offer as it is typed, and after a reload offers it back and restores it', async () => {
    const user = userEvent.setup({ delay: null });
    await renderConfigurator('/offerconfigurator/12');
    await pick(user, paquete(1), 'Tarifa', 'Móvil 25');
    await user.type(precioAnterior(), '29,90');

    // Written after a pause in typing, while the screen is still open: a tab that crashes now keeps it.
    await waitFor(() => expect(borradorOferta.leer(NUEVA)?.draft.precioAnterior).toBe('29,90'));
    const guardado = borradorOferta.leer(NUEVA);
    expect(guardado?.draft.paquetes.map((p) => p.tarifa)).toEqual([7]);
    cleanup();

    // A reload (or another tab): the configurator opens again and asks first.
    await renderConfigurator('/offerconfigurator/12');
    const dialog = await pregunta();
    expect(within(dialog).getByText(textoDe(guardado?.guardadoEl ?? ''))).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Recuperar' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(tarifa(1)).toHaveProperty('value', 'Móvil 25GB');
    expect(precioAnterior()).toHaveProperty('value', '29,90');
    await waitFor(() => expect(totalMensual()).toBe(MOVIL_25));
  });

  it('discards a stored offer on request: the form starts empty and it is not offered again', async () => {
    const user = userEvent.setup({ delay: null });
    borradorOferta.guardar(NUEVA, CON_MOVIL, null);
    await renderConfigurator('/offerconfigurator/12');

    const dialog = await pregunta();
    // Unanswered, the question keeps the draft as it was: Escape does not close it.
    await user.keyboard('{Escape}');
    expect(borradorOferta.leer(NUEVA)?.draft).toEqual(CON_MOVIL);
    await user.click(within(dialog).getByRole('button', { name: 'Descartar' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(borradorOferta.leer(NUEVA)).toBeNull();
    expect(tarifa(1)).toHaveProperty('value', '');
    cleanup();
    await renderConfigurator('/offerconfigurator/12');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it(`never offers a draft older than ${BORRADOR_DIAS} days or one that does not read, and drops both`, async () => {
    const old = new Date(Date.now() - (BORRADOR_DIAS + 1) * 86_400_000);
    borradorOferta.guardar(NUEVA, CON_MOVIL, null, old);
    const roto = 'ventas.ofertas.borrador.4.12.31';
    localStorage.setItem(roto, '{"guardadoEl": "2026-10-01T08:00:00Z", "draft": {"paquetes": "muchos"}}');

    await renderConfigurator('/offerconfigurator/12');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(tarifa(1)).toHaveProperty('value', '');
    expect(localStorage.getItem('ventas.ofertas.borrador.4.12.nueva')).toBeNull();
    cleanup();

    await renderConfigurator('/offerconfigurator/12?oferta=31');
    expect(screen.getByRole('heading', { name: 'Oferta n.º 31' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem(roto)).toBeNull();
  });

  it("offers a saved offer's draft back, and says when the offer was saved again after it", async () => {
    const user = userEvent.setup({ delay: null });
    const draft = { ...CON_MOVIL, estado: 1 as const, notas: 'Cambiar a la tarde' };
    borradorOferta.guardar(EDITADA, draft, '2026-01-09T10:00:00Z');
    await renderConfigurator('/offerconfigurator/12?oferta=31');

    const dialog = await pregunta();
    expect(dialog.textContent).toContain(
      'La oferta se ha guardado después: si la recupera y la guarda, sustituirá esos cambios.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Recuperar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByLabelText('Notas de la oferta')).toHaveProperty('value', 'Cambiar a la tarde');
  });

  it('a save discards the draft, stays on the saved offer one click from its PDF, and refreshes the callback views', async () => {
    const user = userEvent.setup({ delay: null });
    const { router, sent, queryClient } = await renderConfigurator('/offerconfigurator/12', () => ({
      status: 201,
      body: ATENCION_DE_OFERTA,
    }));
    // A dashboard's next callbacks read earlier (meta MUESTRA_AGENDADOS), and an unrelated read.
    await queryClient.fetchQuery({ queryKey: ['proximos'], queryFn: () => [], meta: MUESTRA_AGENDADOS });
    await queryClient.fetchQuery({ queryKey: ['otra'], queryFn: () => [] });
    await pick(user, paquete(1), 'Tarifa', 'Móvil 25');
    await waitFor(() => expect(borradorOferta.leer(NUEVA)).not.toBeNull());

    await user.click(screen.getByRole('button', { name: 'Guardar oferta' }));

    expect(await screen.findByRole('heading', { name: 'Oferta n.º 31' })).toBeTruthy();
    expect(router.state.location.search).toBe(
      `?oferta=31&volver=${encodeURIComponent('/teletrabajo?cliente=12&modo=view')}`,
    );
    expect(borradorOferta.leer(NUEVA)).toBeNull();
    expect(borradorOferta.leer(EDITADA)).toBeNull();
    expect(screen.getByText('Oferta n.º 31 guardada: puede verla o descargarla en PDF.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver al cliente' }).getAttribute('href')).toBe(
      '/teletrabajo?cliente=12&modo=view',
    );
    expect(queryClient.getQueryState(['proximos'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['otra'])?.isInvalidated).toBe(false);

    // One click: the PDF of the offer just saved.
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    // jsdom has no object URLs: lent for this test only.
    const { createObjectURL, revokeObjectURL } = URL;
    onTestFinished(() => {
      Object.assign(URL, { createObjectURL, revokeObjectURL });
    });
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:oferta'), revokeObjectURL: vi.fn() });
    await user.click(screen.getByRole('button', { name: 'Descargar PDF' }));
    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    expect(sent('GET').map((call) => call.path)).toContain('/api/utils/generate-oferta-pdf/31');
  });

  it('after editing from the customer’s history, a save offers to return to that customer', async () => {
    const user = userEvent.setup({ delay: null });
    const volver = '/teletrabajo?estadoCliente=OFERTA&cliente=12&modo=view';
    const { router } = await renderConfigurator(
      `/offerconfigurator/12?oferta=31&volver=${encodeURIComponent(volver)}`,
      () => ({ status: 200, body: { ...OFERTA_GUARDADA, notas: 'Llamar por la mañana' } }),
    );
    const notas = screen.getByLabelText('Notas de la oferta');
    await user.clear(notas);
    await user.type(notas, 'Llamar por la mañana');
    await waitFor(() => expect(borradorOferta.leer(EDITADA)?.draft.notas).toBe('Llamar por la mañana'));

    await user.keyboard('{Control>}s{/Control}');

    await screen.findByText('Oferta n.º 31 guardada: puede verla o descargarla en PDF.');
    expect(borradorOferta.leer(EDITADA)).toBeNull();
    // The form starts again from the offer as saved: nothing left unsaved.
    expect(screen.getByLabelText('Notas de la oferta')).toHaveProperty('value', 'Llamar por la mañana');
    await user.click(screen.getByRole('link', { name: 'Volver al cliente' }));
    await screen.findByText('Pantalla de teletrabajo');
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(volver);
  });
});
