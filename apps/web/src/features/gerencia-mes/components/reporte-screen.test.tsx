import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MAYO } from '../test/gerencia-mes-fixtures';
import { renderGerenciaMes } from '../test/render-gerencia-mes';
import { ReporteScreen } from './reporte-screen';

const abrir = (options: Parameters<typeof renderGerenciaMes>[2] = {}) =>
  renderGerenciaMes('/gerencia/reporte', <ReporteScreen />, options);
const textos = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((celda) => celda.textContent);
const filas = (tabla: HTMLElement) =>
  within(tabla)
    .getAllByRole('row')
    .slice(2) // the two header rows
    .map((row) => within(row).getByRole('rowheader').textContent);

describe('ReporteScreen', () => {
  it('groups the commercials into the report groups in SPEC order, leaving out the empty one', async () => {
    await abrir();

    await screen.findByRole('table', { name: 'Reporte Tienda' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Tienda (2)',
      'DBL (1)',
      'Colaborador (1)',
      'Sin clasificar (1)',
    ]);
    expect(filas(screen.getByRole('table', { name: 'Reporte Tienda' }))).toEqual([
      'Carlos Comercial',
      'Tomás Torres',
      'Subtotal Tienda',
    ]);
    // SIN DEFINIR reports under 'sin clasificar'.
    expect(filas(screen.getByRole('table', { name: 'Reporte Sin clasificar' }))).toEqual([
      'Pedro Pérez',
      'Subtotal Sin clasificar',
    ]);
  });

  it("shows each commercial's targets, sales and percent per family, attainment, band and commission", async () => {
    await abrir();

    const tienda = await screen.findByRole('table', { name: 'Reporte Tienda' });
    const carlos = within(tienda).getByRole('row', { name: /^Carlos Comercial/ });
    // Consecución total, tramo, comisión, then Fibra (objetivo, consecución, %) and Móvil (same).
    expect(textos(carlos)).toEqual(['75 %', '< 80', '120,50 €', '6', '3', '50 %', '4', '0,05', '1,25 %']);
    const tomas = within(tienda).getByRole('row', { name: /^Tomás Torres/ });
    expect(textos(tomas)).toEqual(['75 %', '< 80', '100,00 €', '2', '1', '50 %', '—', '—', '—']);
  });

  it('sums the group exactly in its subtotal, a withheld commission adding nothing', async () => {
    await abrir();

    const tienda = await screen.findByRole('table', { name: 'Reporte Tienda' });
    const subtotal = within(tienda).getByRole('row', { name: /^Subtotal Tienda/ });
    expect(textos(subtotal)).toEqual(['', '', '220,50 €', '8', '4', '50 %', '4', '0,05', '1,25 %']);
    const dbl = screen.getByRole('table', { name: 'Reporte DBL' });
    expect(textos(within(dbl).getByRole('row', { name: /^Subtotal DBL/ }))[2]).toBe('0,00 €');
  });

  it('says why a commission is withheld, in words that print', async () => {
    await abrir();

    const dbl = await screen.findByRole('table', { name: 'Reporte DBL' });
    const lucia = within(dbl).getByRole('row', { name: /^Lucía López/ });
    expect(textos(lucia).slice(0, 3)).toEqual([
      '60 %',
      '—',
      'Sin comisiónEl objetivo llave no llega al 100 %',
    ]);
  });

  it('on a phone, shows each commercial as a card whose words wrap, and the subtotal last', async () => {
    await abrir({ width: 390 });

    const tienda = await screen.findByRole('list', { name: 'Reporte Tienda' });
    expect(screen.queryByRole('table')).toBeNull();
    const tarjetas = within(tienda).getAllByRole('listitem');
    expect(tarjetas.map((tarjeta) => within(tarjeta).getAllByRole('heading')[0]?.textContent)).toEqual([
      'Carlos Comercial',
      'Tomás Torres',
      'Subtotal Tienda',
    ]);
    const pares = (tarjeta: HTMLElement) =>
      [...tarjeta.querySelectorAll('dt')].map(
        (dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`,
      );
    const carlos = within(tienda).getByRole('listitem', { name: 'Carlos Comercial' });
    expect(within(carlos).getByRole('link', { name: 'Carlos Comercial' })).toBeTruthy();
    expect(
      within(carlos)
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent),
    ).toEqual(['Fibra', 'Móvil']);
    expect(pares(carlos)).toEqual([
      'Consecución total: 75 %',
      'Tramo: < 80',
      'Comisión: 120,50 €',
      'Objetivo: 6',
      'Consecución: 3',
      'Porcentaje: 50 %',
      'Objetivo: 4',
      'Consecución: 0,05',
      'Porcentaje: 1,25 %',
    ]);
    expect(pares(within(tienda).getByRole('listitem', { name: 'Subtotal Tienda' }))).toEqual([
      'Comisión: 220,50 €',
      'Objetivo: 8',
      'Consecución: 4',
      'Porcentaje: 50 %',
      'Objetivo: 4',
      'Consecución: 0,05',
      'Porcentaje: 1,25 %',
    ]);
    const lucia = within(screen.getByRole('list', { name: 'Reporte DBL' })).getByRole('listitem', {
      name: 'Lucía López',
    });
    expect(pares(lucia)[2]).toBe('Comisión: Sin comisiónEl objetivo llave no llega al 100 %');
  });

  it('leaves a group out when the search keeps nobody in it', async () => {
    await abrir({ search: '?mes=2025-05&search=rosa' });

    await screen.findByRole('table', { name: 'Reporte Colaborador' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Colaborador (1)',
    ]);
  });

  it('tells that a closed month shows the figures frozen at the close', async () => {
    await abrir({ mes: { ...MAYO, cerrado: true } });

    expect(await screen.findByText('Mes cerrado: las cifras son las congeladas al cierre.')).toBeTruthy();
  });

  it('drops the default state from the URL when it is the only one picked again', async () => {
    const user = userEvent.setup();
    const { router } = await abrir({ search: '?mes=2025-05&estado=ALTA&estado=BAJA' });

    await screen.findByRole('table', { name: 'Reporte Tienda' });
    const estado = screen.getByRole('combobox', { name: 'Estado' });
    const chips = estado.closest('.MuiAutocomplete-root') as HTMLElement;
    const baja = within(chips).getByRole('button', { name: 'Baja' });
    await user.click(within(baja).getByTestId('CancelIcon'));

    expect(router.state.location.search).toBe('?mes=2025-05');
  });

  it('says the report could not be obtained when the month fails to load', async () => {
    await abrir({ falla: true });

    const alerta = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alerta.textContent).toContain('Error al obtener el reporte');
    expect(within(alerta).getByRole('button', { name: 'Reintentar' })).toBeTruthy();
  });
});
