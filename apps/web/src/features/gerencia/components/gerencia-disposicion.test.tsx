import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FIGURAS_GERENCIA, FIGURA_TEXTOS } from '@ventas/domain/gerencia/gerencia-figuras';
import { SLOW, destino, esperarTabla, renderGerencia, tabla } from '../test/render-gerencia';

const ETIQUETAS = FIGURAS_GERENCIA.map((figura) => FIGURA_TEXTOS[figura].etiqueta);

/** Issue 29 §5: Gerencia · Comerciales on a 1280 px laptop and on a 390 px phone. */
describe('Gerencia · Comerciales by width', () => {
  it('on a laptop, puts state and type under the name so the eight figures fit beside the drawer', async () => {
    renderGerencia({ width: 1280 });
    await esperarTabla();

    const headers = within(tabla())
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers.slice(1)).toEqual(['Comercial', ...ETIQUETAS]);
    const carlos = within(tabla()).getByRole('rowheader', { name: /^Carlos Comercial/ });
    expect(carlos.textContent).toBe('Carlos ComercialAltaTienda');
    expect(within(tabla()).getByRole('rowheader', { name: /^Total/ }).textContent).toBe('Total3 comerciales');
    // Every figure is still a link to its customers.
    expect(
      destino(within(tabla()).getByRole('link', { name: 'Altas de Carlos Comercial: 5' })).pathname,
    ).toBe('/teletrabajo');
  });

  it('on a phone, shows one card per commercial with every figure labelled, and the total last', async () => {
    const user = userEvent.setup();
    renderGerencia({ width: 390 });
    const lista = await screen.findByRole('list', { name: 'Cifras por comercial' }, SLOW);
    expect(screen.queryByRole('table')).toBeNull();

    const tarjetas = within(lista).getAllByRole('listitem');
    expect(tarjetas.map((tarjeta) => within(tarjeta).getByRole('heading').textContent)).toEqual([
      'Carlos Comercial',
      'Lucía López',
      'Marta Gerente',
      'Total',
    ]);
    const carlos = within(lista).getByRole('listitem', { name: 'Carlos Comercial' });
    const pares = (tarjeta: HTMLElement) =>
      [...tarjeta.querySelectorAll('dt')].map(
        (dt) => `${dt.textContent} ${dt.nextElementSibling?.textContent}`,
      );
    expect(pares(carlos)).toEqual([
      'Atenciones 12.345',
      'Agendados 3',
      'Gestiones 2',
      'No interesados 1',
      'Ofertas 0',
      'Vendidos 1',
      'Con paquete vigente 1',
      'Altas 5',
    ]);
    expect(within(carlos).getByText('Tienda')).toBeTruthy();
    const total = within(lista).getByRole('listitem', { name: 'Total' });
    expect(within(total).getByText('3 comerciales')).toBeTruthy();
    await within(total).findByRole('link', { name: 'Atenciones, total: 12.350' }, SLOW);

    // Selecting on a card enables moving that commercial's callbacks.
    await user.click(within(carlos).getByRole('checkbox', { name: 'Seleccionar a Carlos Comercial' }));
    expect(screen.getByRole('button', { name: 'Mover agendados' }).hasAttribute('disabled')).toBe(false);
  });
});
