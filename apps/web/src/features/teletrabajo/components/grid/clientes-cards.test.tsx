import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../../session/session-store';
import { clienteRow } from '../../../../test/cliente-fixture';
import { renderTeletrabajoGrid, SLOW } from './grid-test-support';

const ROWS = [
  clienteRow(1, 'Ana Pérez', {
    estado: 'AGENDADO',
    telefonos_contacto: ['612345678'],
    direccion: { direccion: null, cp: '28013', localidad: 'Madrid' },
    // 09:30 UTC is 10:30 in Madrid in November.
    proxima_llamada: '2026-11-25T09:30:00.000Z',
  }),
  clienteRow(2, 'Luis Gil'),
];

const PHONE = 390;

/** The customer's card, found by its name (its heading). */
const cardOf = (nombre: string) => screen.getByRole('listitem', { name: nombre });

/** Each label of a card's details beside its value. */
const detailsOf = (card: HTMLElement) =>
  Object.fromEntries(
    [...card.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
  );

describe('the telework list on a phone (decision 235)', { timeout: 20_000 }, () => {
  afterEach(() => sessionStore.logout());

  it('shows each customer as a card with its labelled details, and no grid', async () => {
    await renderTeletrabajoGrid('/teletrabajo', PHONE, ROWS);
    await screen.findByText('Ana Pérez', {}, SLOW);
    expect(screen.queryByRole('grid')).toBeNull();
    const list = screen.getByRole('list', { name: 'Clientes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((card) => card.getAttribute('aria-labelledby')),
    ).toHaveLength(2);

    const ana = cardOf('Ana Pérez');
    expect(detailsOf(ana)).toEqual({
      Teléfonos: '612345678',
      Localidad: 'Madrid',
      'Próxima llamada': '25/11/2026 10:30',
      Actualizado: '10/01/2026 11:00',
    });
    expect(within(ana).getByText('Agendado')).toBeTruthy();
    expect(within(ana).getByRole('button', { name: /Acciones/ })).toBeTruthy();
    // No locality and no callback: those lines are left out, not shown blank.
    expect(Object.keys(detailsOf(cardOf('Luis Gil')))).toEqual(['Teléfonos', 'Actualizado']);
  });

  it('opens a customer from its name, by keyboard too, and from the card, but not from its phone link', async () => {
    const { router } = await renderTeletrabajoGrid('/teletrabajo', PHONE, ROWS);
    await screen.findByText('Ana Pérez', {}, SLOW);
    const opened = () => new URLSearchParams(router.state.location.search).get('cliente');

    await userEvent.click(within(cardOf('Ana Pérez')).getByRole('link', { name: 'Llamar al 612345678' }));
    expect(opened()).toBeNull();

    await userEvent.click(within(cardOf('Luis Gil')).getByText('Actualizado'));
    expect(opened()).toBe('2');

    await router.navigate('/teletrabajo');
    within(cardOf('Ana Pérez')).getByRole('button', { name: 'Ana Pérez' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(opened()).toBe('1');
  });

  it('orders and pages through the URL, as the grid does', async () => {
    const { router, listCalls } = await renderTeletrabajoGrid('/teletrabajo', PHONE, ROWS, 60);
    await screen.findByText('Ana Pérez', {}, SLOW);

    const orden = screen.getByRole('combobox', { name: 'Ordenar por' });
    // The list's default order (last updated first) is one of the columns' orders.
    expect((orden as HTMLSelectElement).value).toBe('-updated_on');
    await userEvent.selectOptions(orden, 'Nombre (ascendente)');
    expect(router.state.location.search).toBe('?ordering=nombre');
    await vi.waitFor(() =>
      expect(listCalls()).toContain('/api/clientes/entradas/?page=1&itemsPerPage=25&ordering=nombre'),
    );

    expect(screen.getByText('1–25 de 60')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Ir a la página siguiente' }));
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('2');
    await vi.waitFor(() =>
      expect(listCalls()).toContain('/api/clientes/entradas/?page=2&itemsPerPage=25&ordering=nombre'),
    );
  });

  it('says the list is empty', async () => {
    await renderTeletrabajoGrid('/teletrabajo', PHONE, []);
    expect(await screen.findByText('Todavía no hay clientes', {}, SLOW)).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Clientes' })).queryAllByRole('listitem')).toEqual([]);
  });
});
