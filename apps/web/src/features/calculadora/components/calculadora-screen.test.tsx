import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SLOW } from '../../../test/slow';
import { renderCalculadora } from '../test/render-calculadora';
import { roomForCharts } from '../../../test/room-for-charts';

const tabla = () => screen.getByRole('table', { name: 'Objetivos del mes' });
const fila = (familia: string) => within(tabla()).getByRole('row', { name: new RegExp(`^${familia}\\b`) });
const celdas = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const seccion = (name: string) => screen.getByRole('region', { name });

describe('CalculadoraScreen', () => {
  it("shows the month's objectives with the API's figures, blanks where the target is 0", async () => {
    await renderCalculadora();

    await screen.findByRole('table', { name: 'Objetivos del mes' });
    // Objetivo, Consecución, %, Ritmo esperado hoy, Peso, Comisión %, Llave.
    expect(celdas(fila('FIJOS'))).toEqual(['10', '6', '60 %', '5', '50 %', '30 %', 'Objetivo llave']);
    expect(celdas(fila('TV'))).toEqual(['5', '0', '0 %', '2,5', '20 %', '0 %', '']);
    expect(celdas(fila('ENERGIA'))).toEqual(['0', '2', '', '', '0 %', '0 %', '']);
    expect(screen.getByText(/Peso medio/).textContent).toBe('Peso medio: 25 %');
    expect(screen.getByText(/Días laborables/).textContent).toBe('Días laborables: 20 (10 transcurridos)');
  });

  it('draws achievement per family against the pace, once the chart has loaded', async () => {
    roomForCharts();
    await renderCalculadora();
    // Families with a target only (ENERGIA has none), after the figures (the chart loads apart).
    const grafico = await screen.findByRole('region', { name: 'Consecución por familia' }, SLOW);
    expect(grafico.textContent).toContain('Conseguido');
    expect(grafico.textContent).toContain('Esperado hoy');
  });

  it('lists each reason the commission is withheld and shows no total commission', async () => {
    await renderCalculadora();

    const comision = await screen.findByRole('region', { name: 'Comisión del mes' });
    await within(comision).findByText(/Bolsa fija|de la bolsa/);
    expect(within(comision).getByText('1.000,00 € · 50 % de la bolsa')).toBeTruthy();
    expect(within(comision).getByText('500,00 €')).toBeTruthy();
    expect(within(comision).getByText('< 80 (factor 0,5)')).toBeTruthy();
    const motivos = within(comision).getByRole('alert');
    expect(
      within(motivos)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['El objetivo llave FIJOS no llega al 100 % (60 %)', 'Sin ventas en TV, que tiene objetivo']);
    expect(within(comision).queryByText('Comisión total')).toBeNull();
    expect(within(comision).queryByText('250,00 €')).toBeNull();
  });

  it('gives a Comercial their own month with no commercial picker', async () => {
    const { pedidos } = await renderCalculadora();

    await screen.findByRole('table', { name: 'Objetivos del mes' });
    expect(screen.queryByRole('combobox', { name: 'Comercial' })).toBeNull();
    expect(pedidos('objetivo_mes')).toEqual(['/api/calculadora/objetivo_mes/?month_year_updated_on=2026-11']);
  });

  it('lets a Manager pick a commercial, whose month and commission then show, in the URL', async () => {
    const user = userEvent.setup();
    const { router, pedidos } = await renderCalculadora({ rol: 'manager' });

    await screen.findByText('No hay objetivos para este mes');
    await user.click(screen.getByRole('combobox', { name: 'Comercial' }));
    await user.click(screen.getByRole('option', { name: 'Lucía López' }));

    await within(tabla()).findByRole('row', { name: /^RENUEVO/ });
    expect(router.state.location.search).toBe('?mes=2026-11&comercial=5');
    expect(pedidos('objetivo_mes').at(-1)).toBe(
      '/api/calculadora/objetivo_mes/?month_year_updated_on=2026-11&comercial=5',
    );
    expect(pedidos('bolsa_mes').at(-1)).toBe(
      '/api/calculadora/bolsa_mes/?month_year_updated_on=2026-11&comercial=5',
    );
    const comision = seccion('Comisión del mes');
    expect(within(comision).getByText('Comisión total')).toBeTruthy();
    expect(within(comision).getByText('960,00 €')).toBeTruthy();
    expect(within(comision).getByText('> 120 (factor 1,2)')).toBeTruthy();
  });

  it('moves to the next month with the keyboard: the URL changes and the month is asked for', async () => {
    const user = userEvent.setup();
    const { router, pedidos } = await renderCalculadora();
    await screen.findByRole('table', { name: 'Objetivos del mes' });
    expect(screen.getByText('noviembre de 2026')).toBeTruthy();

    screen.getByRole('button', { name: 'Mes siguiente' }).focus();
    await user.keyboard('{Enter}');

    await screen.findByText('No hay objetivos para este mes');
    expect(screen.getByText('diciembre de 2026')).toBeTruthy();
    expect(router.state.location.search).toBe('?mes=2026-12');
    expect(pedidos('objetivo_mes').at(-1)).toBe(
      '/api/calculadora/objetivo_mes/?month_year_updated_on=2026-12',
    );
    expect(pedidos('bolsa_mes').at(-1)).toBe('/api/calculadora/bolsa_mes/?month_year_updated_on=2026-12');
  });

  it("says 'Error al cargar los objetivos' when the month cannot be read, with a retry", async () => {
    await renderCalculadora({ fallan: ['objetivo_mes'] });

    const alert = await screen.findByText('Error al cargar los objetivos');
    expect(within(alert.closest('[role="alert"]')!).getByRole('button', { name: 'Reintentar' })).toBeTruthy();
  });

  it("says '¡Error al cargar bolsa del mes!' when the pool cannot be read, and keeps the objectives", async () => {
    await renderCalculadora({ fallan: ['bolsa_mes'] });

    await screen.findByText('¡Error al cargar bolsa del mes!');
    expect(screen.getByRole('table', { name: 'Objetivos del mes' })).toBeTruthy();
  });

  it('shows one card per family on a phone, with every figure labelled', async () => {
    await renderCalculadora({ width: 390 });

    const card = await screen.findByRole('article', { name: 'FIJOS' });
    expect(screen.queryByRole('table', { name: 'Objetivos del mes' })).toBeNull();
    expect(within(card).getByText('Consecución').nextSibling?.textContent).toBe('6');
    expect(within(card).getByText('Ritmo esperado hoy').nextSibling?.textContent).toBe('5');
  });
});
