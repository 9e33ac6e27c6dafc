import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderEstadisticas } from '../test/render-estadisticas';
import { keepEveryStyleRule } from '../../../test/style-rules-in-jsdom';

// This file reads a family's border colour: every style rule is inserted (style-rules-in-jsdom.ts).
keepEveryStyleRule();

const seccion = (name: string) => screen.findByRole('region', { name });
const tablaComerciales = async () =>
  within(await seccion('Estadísticas por comercial')).findByRole('table', { name: 'Ranking de comerciales' });
const href = (link: HTMLElement) => link.getAttribute('href');

const MARZO = 'atencion_updated_on_after=2026-03-02&atencion_updated_on_before=2026-04-01';
const VENTAS_MARZO = 'fecha_venta_after=2026-03-02&fecha_venta_before=2026-04-01';

/** The table's body rows as their cells' texts. */
const filas = (tabla: HTMLElement) =>
  within(tabla)
    .getAllByRole('row')
    .slice(1)
    .map((fila) => [...fila.querySelectorAll('td, th')].map((celda) => celda.textContent));

describe('Gerencia · Estadísticas: the series per commercial', () => {
  it('lists every SPEC §9 series per commercial, es-ES, with the customer counts opening exactly their lists', async () => {
    await renderEstadisticas();
    const tabla = await tablaComerciales();

    expect(
      within(tabla)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['#', 'Comercial', 'Atenciones', 'Ofertas', 'Atenciones vendidas', 'Ventas', 'Ventas valor']);
    // ALTA by default: Bruno (BAJA) is not covered.
    expect(
      within(tabla)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(['Carlos Comercial', 'Lucía López', 'Marta Gerente']);
    const lucia = within(tabla).getByRole('link', { name: 'Atenciones de Lucía López: 1209' });
    expect(lucia.textContent).toBe('1209');
    expect(href(lucia)).toBe(`/teletrabajo?atencion_comercial=5&${MARZO}`);
    expect(href(within(tabla).getByRole('link', { name: 'Ofertas de Carlos Comercial: 4' }))).toBe(
      `/teletrabajo?atencion_comercial=4&atencion_tipo=OFERTA&${MARZO}`,
    );
    expect(
      href(within(tabla).getByRole('link', { name: 'Atenciones vendidas de Carlos Comercial: 3' })),
    ).toBe(`/teletrabajo?estadoOferta=4&estadoOferta=6&venta_comercial=4&${VENTAS_MARZO}`);
    // Units and euros are the calculator's: shown, not linked; a 0 opens nothing.
    const carlos = within(tabla).getByRole('rowheader', { name: 'Carlos Comercial' }).closest('tr')!;
    expect(carlos.textContent).toContain('1.234,50 €');
    expect(within(carlos).getAllByRole('link')).toHaveLength(4);
    expect(within(tabla).queryByRole('link', { name: /^Ofertas de Marta Gerente/ })).toBeNull();
  });

  it('orders the table by the series picked, most first, the value compared exactly', async () => {
    const user = userEvent.setup();
    await renderEstadisticas();
    const tabla = await tablaComerciales();
    const nombres = () =>
      within(tabla)
        .getAllByRole('rowheader')
        .map((th) => th.textContent);

    await user.click(screen.getByRole('combobox', { name: 'Ordenar por' }));
    await user.click(screen.getByRole('option', { name: 'Ventas valor' }));
    expect(nombres()).toEqual(['Lucía López', 'Carlos Comercial', 'Marta Gerente']);

    await user.click(screen.getByRole('combobox', { name: 'Ordenar por' }));
    await user.click(screen.getByRole('option', { name: 'Comercial (A-Z)' }));
    expect(nombres()).toEqual(['Carlos Comercial', 'Lucía López', 'Marta Gerente']);
    expect(filas(tabla)[0]).toEqual(['1', 'Carlos Comercial', '7', '4', '3', '5', '1.234,50 €']);
  });

  it('draws the counts and the value as charts once every section has its figures', async () => {
    await renderEstadisticas();
    const comerciales = await seccion('Estadísticas por comercial');
    expect(
      await within(comerciales).findByRole('img', {
        name: 'Gráfico de atenciones, ofertas, atenciones vendidas y ventas por comercial',
      }),
    ).toBeTruthy();
    expect(
      await within(comerciales).findByRole('img', {
        name: 'Gráfico de ventas valor por comercial, en euros',
      }),
    ).toBeTruthy();
  });
});

describe('Gerencia · Estadísticas: sales against objectives', () => {
  it('names the calculator’s month, lists each family in its SPEC §9 colour and links to that month', async () => {
    await renderEstadisticas();
    const objetivos = await seccion('Ventas frente a objetivos por familia');

    expect(within(objetivos).getByText(/^Mes de la calculadora: marzo de 2026/)).toBeTruthy();
    const tabla = within(objetivos).getByRole('table', { name: 'Consecución por familia' });
    expect(filas(tabla)).toEqual([
      ['PREPAGO', '10', '6', '60 %'],
      ['Fijos Pro', '4', '0,5', '12,5 %'],
      ['ENERGIA', '0', '2', ''],
    ]);
    const borde = (familia: string) =>
      getComputedStyle(within(tabla).getByRole('rowheader', { name: familia })).borderLeftColor;
    expect([borde('PREPAGO'), borde('Fijos Pro'), borde('ENERGIA')]).toEqual([
      'rgb(21, 101, 192)',
      'rgb(0, 131, 143)',
      'rgb(239, 108, 0)',
    ]);
    // Three commercials covered: the calculator's month for the whole view, no commercial picked.
    expect(href(within(objetivos).getByRole('link', { name: 'Ver marzo de 2026 en la calculadora' }))).toBe(
      '/areapersonal/calculadora?mes=2026-03',
    );
    expect(
      await within(objetivos).findByRole('img', {
        name: 'Gráfico de objetivo y consecución por familia, en unidades',
      }),
    ).toBeTruthy();
  });
});

describe('Gerencia · Estadísticas: filters and failures', () => {
  it('sends the URL’s filters to every statistic, and links to the window the answer counted', async () => {
    const { pedidos } = await renderEstadisticas({
      search:
        '?updated_on_after=2026-02-02&updated_on_before=2026-03-01&estado=BAJA&estado=ALTA&tipo_comercial=TIENDA',
    });
    const tabla = await tablaComerciales();

    const esperado =
      '?estado=BAJA&estado=ALTA&tipo_comercial=TIENDA&updated_on_after=2026-02-02&updated_on_before=2026-03-01';
    for (const que of [
      'consecucionCount',
      'rankingComerciales',
      'tipoVentaCount',
      'accionesComerciales',
    ] as const) {
      expect(pedidos(que)).toEqual([esperado]);
    }
    expect(
      within(tabla)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(['Carlos Comercial', 'Bruno Baja', 'Marta Gerente']);
    expect(href(within(tabla).getByRole('link', { name: 'Atenciones de Bruno Baja: 2' }))).toBe(
      '/teletrabajo?atencion_comercial=6&atencion_updated_on_after=2026-02-02&atencion_updated_on_before=2026-03-01',
    );
    expect((await screen.findByRole('combobox', { name: 'Periodo' })).textContent).toBe('Periodo anterior');
  });

  it('writes a picked period and commercial into the URL and asks for them', async () => {
    const user = userEvent.setup();
    const { router, pedidos } = await renderEstadisticas();
    await tablaComerciales();

    await user.click(await screen.findByRole('combobox', { name: 'Periodo' }));
    await user.click(await screen.findByRole('option', { name: /^Periodo anterior:/ }));
    expect(router.state.location.search).toBe('?updated_on_after=2026-02-02&updated_on_before=2026-03-01');

    await user.click(screen.getByRole('combobox', { name: 'Comercial' }));
    await user.click(await screen.findByRole('option', { name: 'Lucía López' }));
    expect(router.state.location.search).toBe(
      '?comercial=5&updated_on_after=2026-02-02&updated_on_before=2026-03-01',
    );
    await vi.waitFor(() =>
      expect(pedidos('rankingComerciales').at(-1)).toBe(
        '?comercial=5&updated_on_after=2026-02-02&updated_on_before=2026-03-01',
      ),
    );
    const tabla = await tablaComerciales();
    await vi.waitFor(() =>
      expect(
        within(tabla)
          .getAllByRole('rowheader')
          .map((th) => th.textContent),
      ).toEqual(['Lucía López']),
    );
    // One commercial: the calculator opens on theirs.
    const objetivos = await seccion('Ventas frente a objetivos por familia');
    expect(href(await within(objetivos).findByRole('link', { name: /en la calculadora$/ }))).toBe(
      '/areapersonal/calculadora?mes=2026-02&comercial=5',
    );
  });

  it('shows a quiet empty state where a statistic failed, only logs it, and keeps the other sections', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    await renderEstadisticas({ fallan: ['consecucionCount', 'rankingComerciales'] });

    for (const titulo of ['Ventas frente a objetivos por familia', 'Estadísticas por comercial']) {
      expect(await within(await seccion(titulo)).findByText('Sin datos disponibles')).toBeTruthy();
    }
    expect(await screen.findByRole('link', { name: 'PORTABILIDAD: 5' })).toBeTruthy();
    // SPEC §8 "Silent failures": no alert, no snackbar; the failure goes to the log.
    expect(screen.queryByRole('alert')).toBeNull();
    const mensajes = info.mock.calls.map(([mensaje]) => String(mensaje));
    expect(
      mensajes.filter((m) => m.includes('Ventas frente a objetivos por familia no disponible')),
    ).not.toEqual([]);
    expect(mensajes.filter((m) => m.includes('Estadísticas por comercial no disponible'))).not.toEqual([]);
  });

  it('says so in each section when the period has nothing', async () => {
    await renderEstadisticas({ vacio: true });
    expect(
      await within(await seccion('Ventas frente a objetivos por familia')).findByText(
        'Sin objetivos ni ventas en el mes',
      ),
    ).toBeTruthy();
    expect(
      await within(await seccion('Estadísticas por comercial')).findByText('Sin comerciales en el periodo'),
    ).toBeTruthy();
  });
});
