import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderDashboard } from '../test/render-dashboard';

const tarjeta = (name: string) => screen.findByRole('region', { name });
const PERIODO = 'atencion_updated_on_after=2025-05-02&atencion_updated_on_before=2025-06-01';
const VENTAS = 'estadoOferta=4&estadoOferta=6&venta_comercial=4';
const FECHA_VENTA = 'fecha_venta_after=2025-05-02&fecha_venta_before=2025-06-01';

describe('DashboardScreen as a Comercial', () => {
  it('shows each commercial action as a figure that opens exactly its customers in Teletrabajo', async () => {
    await renderDashboard();
    const acciones = await tarjeta('Acciones comerciales');

    const atenciones = await within(acciones).findByRole('link', { name: 'Atenciones: 12' });
    expect(atenciones.getAttribute('href')).toBe(`/teletrabajo?atencion_comercial=4&${PERIODO}`);
    expect(within(acciones).getByRole('link', { name: 'Agendados: 4' }).getAttribute('href')).toBe(
      `/teletrabajo?atencion_comercial=4&atencion_tipo=AGENDADO&${PERIODO}`,
    );
    expect(within(acciones).getByRole('link', { name: 'Gestiones: 1234' }).getAttribute('href')).toBe(
      `/teletrabajo?atencion_comercial=4&atencion_tipo=GESTION&${PERIODO}`,
    );
    // A 0 opens nothing: it is shown, not linked.
    expect(within(acciones).getByText('No interesados').closest('a')).toBeNull();
    expect(within(acciones).queryByRole('link', { name: /No interesados/ })).toBeNull();
    expect(screen.getByText('Del 02/05/2025 al 01/06/2025')).toBeTruthy();
  });

  it('lists sales by type with each figure opening the sales of that type, and draws them once the chart loads', async () => {
    await renderDashboard();
    const ventas = await tarjeta('Ventas por tipo');

    const lista = await within(ventas).findByRole('list', { name: 'Clientes vendidos por tipo de venta' });
    expect(
      within(lista)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['PORTABILIDAD5', 'ALTA NUEVA2', 'Sin tipo0']);
    expect(within(lista).getByRole('link', { name: 'ALTA NUEVA: 2' }).getAttribute('href')).toBe(
      `/teletrabajo?${VENTAS}&paquete_tipo_venta=ALTA+NUEVA&${FECHA_VENTA}`,
    );
    expect(within(lista).queryByRole('link', { name: /Sin tipo/ })).toBeNull();
    expect(
      await within(ventas).findByRole('img', { name: 'Gráfico de clientes vendidos por tipo de venta' }),
    ).toBeTruthy();
  });

  it("lists the next 3 days' callbacks at their Madrid time, and a click opens the customer", async () => {
    const user = userEvent.setup();
    const { router } = await renderDashboard();
    const agendados = await tarjeta('Agendados próximos 3 días');

    const lista = await within(agendados).findByRole('list', { name: 'Próximos agendados' });
    const [primero] = within(lista).getAllByRole('listitem');
    expect(primero!.textContent).toBe('Cliente UnoHoy, 10:30612345678Llamar por la fibra');
    expect(within(primero!).getByRole('link', { name: 'Llamar al 612345678' }).getAttribute('href')).toBe(
      'tel:+34612345678',
    );
    // A Comercial's own callbacks: nobody else's name is printed on them.
    expect(within(lista).queryByText('Carlos Comercial')).toBeNull();

    await user.click(within(primero!).getByRole('link', { name: 'Cliente Uno' }));
    expect(router.state.location.pathname).toBe('/teletrabajo');
    expect(router.state.location.search).toBe('?cliente=77&modo=view');
  });

  it('marks a callback done from its menu, and the list drops it at once', async () => {
    const user = userEvent.setup();
    const { pedidos } = await renderDashboard();
    const lista = await within(await tarjeta('Agendados próximos 3 días')).findByRole('list', {
      name: 'Próximos agendados',
    });
    expect(within(lista).getAllByRole('listitem')).toHaveLength(1);

    await user.click(within(lista).getByRole('button', { name: 'Acciones de agendado de Cliente Uno' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Marcar como hecho' }));
    expect(await screen.findByText('Sin agendados en los próximos 3 días')).toBeTruthy();
    expect(pedidos('agendados')).toHaveLength(2);
  });

  it('ranks only the Comercial themself, with the SPEC series, each count a link to its customers', async () => {
    await renderDashboard();
    const ranking = await tarjeta('Ranking de comerciales');

    const tabla = await within(ranking).findByRole('table', { name: 'Ranking de comerciales' });
    const filas = within(tabla).getAllByRole('row');
    expect(filas.map((fila) => [...fila.children].map((celda) => celda.textContent))).toEqual([
      ['#', 'Comercial', 'Atenciones', 'Ofertas', 'Atenciones vendidas', 'Ventas', 'Ventas valor'],
      ['1', 'Carlos Comercial', '7', '4', '3', '5', '1.234,50 €'],
    ]);
    expect(within(tabla).getByRole('link', { name: 'Carlos Comercial' }).getAttribute('href')).toBe(
      `/teletrabajo?${VENTAS}&${FECHA_VENTA}`,
    );
    expect(
      within(tabla).getByRole('link', { name: 'Ofertas de Carlos Comercial: 4' }).getAttribute('href'),
    ).toBe(`/teletrabajo?atencion_comercial=4&atencion_tipo=OFERTA&${PERIODO}`);
  });

  it('shows attainment per family with the exact figures, a chart, and the month in the calculator', async () => {
    await renderDashboard();
    const consecucion = await tarjeta('Consecución de objetivos');

    const tabla = await within(consecucion).findByRole('table', { name: 'Consecución por familia' });
    expect(
      within(tabla)
        .getAllByRole('row')
        .map((fila) => [...fila.children].map((celda) => celda.textContent)),
    ).toEqual([
      ['Familia', 'Objetivo', 'Consecución', '%'],
      ['PREPAGO', '10', '6', '60 %'],
      ['TV', '5', '0,5', '10 %'],
      ['ENERGIA', '0', '2', ''],
    ]);
    expect(
      within(consecucion).getByRole('link', { name: 'Ver en la calculadora' }).getAttribute('href'),
    ).toBe('/areapersonal/calculadora?mes=2025-05&comercial=4');
    expect(
      await within(consecucion).findByRole('img', {
        name: 'Gráfico de consecución por familia, en porcentaje del objetivo',
      }),
    ).toBeTruthy();
  });

  it('asks for the Comercial’s own figures without naming anyone, and shows no commercial picker', async () => {
    const { pedidos, server } = await renderDashboard();
    await screen.findByRole('link', { name: 'Atenciones: 12' });

    expect(screen.queryByRole('combobox', { name: 'Comercial' })).toBeNull();
    // Sale confirmations are a Manager's (decision 218): never asked for a Comercial.
    expect(server.calls.map((call) => call.path)).not.toContain(
      '/api/atenciones/ofertas/activaciones-pendientes/cuenta/',
    );
    expect(pedidos('accionesComerciales')).toEqual(['/api/atenciones/stats/accionesComerciales/']);
    expect(pedidos('agendados')).toEqual(['/api/clientes/agendados/?range=3days']);
  });

  it('asks every statistic for the previous period once chosen, kept in the URL', async () => {
    const user = userEvent.setup();
    const { router, pedidos } = await renderDashboard();
    await screen.findByRole('link', { name: 'Atenciones: 12' });

    await user.click(screen.getByRole('combobox', { name: 'Periodo' }));
    await user.click(screen.getByRole('option', { name: /^Periodo anterior:/ }));

    const atenciones = await screen.findByRole('link', { name: 'Atenciones: 12' });
    expect(router.state.location.search).toBe('?periodo=periodo_anterior');
    const anterior = '?updated_on_after=2025-04-02&updated_on_before=2025-05-01';
    for (const stat of [
      'tipoVentaCount',
      'accionesComerciales',
      'consecucionCount',
      'rankingComerciales',
    ] as const)
      expect(pedidos(stat).at(-1)).toBe(`/api/atenciones/stats/${stat}/${anterior}`);
    expect(screen.getByText('Del 02/04/2025 al 01/05/2025')).toBeTruthy();
    expect(atenciones.getAttribute('href')).toBe(
      '/teletrabajo?atencion_comercial=4&atencion_updated_on_after=2025-04-02&atencion_updated_on_before=2025-05-01',
    );
  });
});
