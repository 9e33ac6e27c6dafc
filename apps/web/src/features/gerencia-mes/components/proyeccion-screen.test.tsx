import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CARLOS, MAYO } from '../test/gerencia-mes-fixtures';
import { renderGerenciaMes } from '../test/render-gerencia-mes';
import { ProyeccionScreen } from './proyeccion-screen';
import { keepEveryStyleRule } from '../../../test/style-rules-in-jsdom';

// This file reads the percent's colour: every style rule is inserted (style-rules-in-jsdom.ts).
keepEveryStyleRule();

const abrir = (options: Parameters<typeof renderGerenciaMes>[2] = {}) =>
  renderGerenciaMes('/gerencia/proyeccion', <ProyeccionScreen />, options);
const tabla = () => screen.findByRole('table', { name: 'Proyección del mes' });
const fila = async (nombre: string) =>
  within(await tabla()).getByRole('row', { name: new RegExp(`^${nombre}`) });
const celdas = (row: HTMLElement) => within(row).getAllByRole('cell');

describe('ProyeccionScreen', () => {
  it('shows per commercial and family the sales, the month-end projection and the target', async () => {
    await abrir();

    // Días laborables, Fibra, Móvil.
    const carlos = celdas(await fila('Carlos Comercial'));
    expect(carlos.map((celda) => celda.textContent)).toEqual([
      '10 / 20',
      '3 → 6 / 6100 %',
      '0,05 → 0,1 / 42,5 %',
    ]);
    const pedro = celdas(await fila('Pedro Pérez'));
    expect(pedro.map((celda) => celda.textContent)).toEqual(['10 / 20', '1 → 2 / 0—', '—']);
  });

  it('colours the projected percent: success from 100, warning from 80, error below', async () => {
    await abrir();

    const tono = async (nombre: string, familia: number, texto: string) =>
      within(celdas(await fila(nombre))[familia]!)
        .getByText(texto)
        .getAttribute('data-tono');
    expect(await tono('Carlos Comercial', 1, '100 %')).toBe('success');
    expect(await tono('Lucía López', 1, '80 %')).toBe('warning');
    expect(await tono('Carlos Comercial', 2, '2,5 %')).toBe('error');
    expect(await tono('Pedro Pérez', 1, '—')).toBeNull();
    // The theme's success green, darkened for contrast: rgb(46, 125, 50) × 0.7.
    const exito = within(celdas(await fila('Carlos Comercial'))[1]!).getByText('100 %');
    expect(getComputedStyle(exito).color).toBe('rgb(32, 87, 35)');
  });

  it('sums each family over the commercials exactly in the total row', async () => {
    await abrir();

    const total = within(await tabla()).getByRole('row', { name: /^Total/ });
    // Móvil: 0.05 + 0.10 and 0.10 + 0.20, never 0.15000000000000002 nor 0.30000000000000004.
    expect(celdas(total).map((celda) => celda.textContent)).toEqual([
      '',
      '10 → 20 / 16125 %',
      '0,15 → 0,3 / 65 %',
    ]);
  });

  it('links each commercial to their calculator on the same month', async () => {
    const user = userEvent.setup();
    const { router } = await abrir();

    await user.click(within(await fila('Lucía López')).getByRole('link', { name: 'Lucía López' }));
    expect(router.state.location.pathname).toBe('/areapersonal/calculadora');
    expect(router.state.location.search).toBe('?mes=2025-05&comercial=5');
  });

  it('keeps only the commercials the top bar searches for, and the total follows', async () => {
    await abrir({ search: '?mes=2025-05&search=lucia' });

    const filas = within(await tabla()).getAllByRole('row');
    expect(filas.map((row) => within(row).queryByRole('link')?.textContent ?? null)).toEqual([
      null,
      'Lucía López',
      null,
    ]);
    const total = within(await tabla()).getByRole('row', { name: /^Total/ });
    expect(celdas(total)[2]!.textContent).toBe('0,1 → 0,2 / 210 %');
  });

  it('asks for the month, states and types of the URL, and writes a new pick in it', async () => {
    const user = userEvent.setup();
    const { router, pedidos } = await abrir({ search: '?mes=2025-05&tipo_comercial=DBL' });

    await tabla();
    expect(pedidos()).toEqual([
      '/api/comerciales/gerencia/objetivos/?month_year_updated_on=2025-05&tipo_comercial=DBL',
    ]);
    // No state in the URL is the default one, shown picked.
    const estado = screen.getByRole('combobox', { name: 'Estado' });
    expect(within(estado.closest('.MuiAutocomplete-root')!).getByText('Alta')).toBeTruthy();

    await user.click(estado);
    await user.click(await screen.findByRole('option', { name: 'Baja' }));
    await user.click(screen.getByRole('button', { name: 'Mes siguiente' }));

    expect(router.state.location.search).toBe('?mes=2025-06&estado=ALTA&estado=BAJA&tipo_comercial=DBL');
    await screen.findByText('junio de 2025');
    expect(pedidos().at(-1)).toBe(
      '/api/comerciales/gerencia/objetivos/?month_year_updated_on=2025-06&estado=ALTA&estado=BAJA&tipo_comercial=DBL',
    );
  });

  it('says the month has no commercials with objectives', async () => {
    const sinObjetivos = { ...CARLOS, objetivos: [] };
    await abrir({ mes: { mes: '2025-05', cerrado: false, familias: [], comerciales: [sinObjetivos] } });

    expect(await screen.findByText('No hay comerciales con objetivos en este mes')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('names the commercials without objectives under the table, not in it', async () => {
    const ana = { ...CARLOS, id: 9, nombre: 'Ana Sin Objetivos', objetivos: [] };
    await abrir({ mes: { ...MAYO, comerciales: [...MAYO.comerciales, ana] } });

    expect(within(await tabla()).queryByText('Ana Sin Objetivos')).toBeNull();
    expect(screen.getByText('Sin objetivos este mes: Ana Sin Objetivos')).toBeTruthy();
  });

  it('says the content could not be loaded, and loads it on retry', async () => {
    const user = userEvent.setup();
    const { server } = await abrir({ falla: true });

    const alerta = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alerta.textContent).toContain('No se pudo cargar el contenido');
    server.reparar();
    await user.click(within(alerta).getByRole('button', { name: 'Reintentar' }));
    expect(await fila('Carlos Comercial')).toBeTruthy();
  });
});
