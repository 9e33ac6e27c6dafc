import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderDashboard } from '../test/render-dashboard';

const filasRanking = async () => {
  const tabla = await screen.findByRole('table', { name: 'Ranking de comerciales' });
  return within(tabla)
    .getAllByRole('row')
    .slice(1)
    .map((fila) => fila.children[1]!.textContent);
};

describe('DashboardScreen as a Manager', () => {
  it('shows the teams they lead plus themselves by default, and names whose each callback is', async () => {
    const { pedidos } = await renderDashboard({ rol: 'manager' });

    expect(await filasRanking()).toEqual(['Carlos Comercial', 'Lucía López', 'Marta Manager']);
    expect(pedidos('rankingComerciales')).toEqual([
      '/api/atenciones/stats/rankingComerciales/?comercial=3&comercial=4&comercial=5',
    ]);
    const acciones = screen.getByRole('region', { name: 'Acciones comerciales' });
    expect(within(acciones).getByRole('link', { name: 'Atenciones: 12' }).getAttribute('href')).toBe(
      '/teletrabajo?atencion_comercial=3&atencion_comercial=4&atencion_comercial=5' +
        '&atencion_updated_on_after=2025-05-02&atencion_updated_on_before=2025-06-01',
    );
    // The whole list is asked (the call takes one commercial or all) and narrowed to the team: not Pedro's.
    const agendados = await screen.findByRole('list', { name: 'Próximos agendados' });
    expect(
      within(agendados)
        .getAllByRole('listitem')
        .map((item) => within(item).getAllByRole('link')[0]!.textContent),
    ).toEqual(['Cliente Uno', 'Cliente Dos']);
    expect(within(agendados).getByText('Lucía López')).toBeTruthy();
    expect(pedidos('agendados')).toEqual(['/api/clientes/agendados/?range=3days']);
    expect(screen.getByRole('combobox', { name: 'Comercial' }).getAttribute('placeholder')).toBe('Mi equipo');
  });

  it('narrows every card to the commercial picked, kept in the URL, and back to the team when cleared', async () => {
    const user = userEvent.setup();
    const { router, pedidos } = await renderDashboard({ rol: 'manager' });
    await filasRanking();

    await user.click(screen.getByRole('combobox', { name: 'Comercial' }));
    await user.click(await screen.findByRole('option', { name: 'Lucía López' }));

    expect(router.state.location.search).toBe('?comercial=5');
    await waitFor(async () => expect(await filasRanking()).toEqual(['Lucía López']));
    for (const stat of [
      'tipoVentaCount',
      'accionesComerciales',
      'consecucionCount',
      'rankingComerciales',
    ] as const)
      expect(pedidos(stat).at(-1)).toBe(`/api/atenciones/stats/${stat}/?comercial=5`);
    expect(pedidos('agendados').at(-1)).toBe('/api/clientes/agendados/?range=3days&comercial=5');
    expect(screen.getByRole('link', { name: 'Ver en la calculadora' }).getAttribute('href')).toBe(
      '/areapersonal/calculadora?mes=2025-05&comercial=5',
    );

    await user.clear(screen.getByRole('combobox', { name: 'Comercial' }));
    expect(router.state.location.search).toBe('');
    await waitFor(async () =>
      expect(await filasRanking()).toEqual(['Carlos Comercial', 'Lucía López', 'Marta Manager']),
    );
    expect(screen.getByRole('combobox', { name: 'Comercial' }).getAttribute('placeholder')).toBe('Mi equipo');
  });

  it('opens on the commercial the URL names', async () => {
    const { pedidos } = await renderDashboard({ rol: 'manager', search: '?comercial=6' });

    expect(await filasRanking()).toEqual(['Pedro Pérez']);
    expect(pedidos('rankingComerciales')).toEqual(['/api/atenciones/stats/rankingComerciales/?comercial=6']);
    expect(await screen.findByRole('combobox', { name: 'Comercial' })).toHaveProperty('value', 'Pedro Pérez');
  });

  it('shows the whole tenant to a Manager who leads no team, naming no commercial', async () => {
    const { pedidos } = await renderDashboard({ rol: 'manager', sinEquipo: true });

    expect(await filasRanking()).toEqual(['Carlos Comercial', 'Lucía López', 'Pedro Pérez', 'Marta Manager']);
    expect(pedidos('accionesComerciales')).toEqual(['/api/atenciones/stats/accionesComerciales/']);
    const agendados = await screen.findByRole('list', { name: 'Próximos agendados' });
    expect(within(agendados).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('combobox', { name: 'Comercial' }).getAttribute('placeholder')).toBe(
      'Todos los comerciales',
    );
  });

  it('links the sale confirmations waiting for them under "Un manager confirma", beside the title', async () => {
    await renderDashboard({ rol: 'manager', confirmaciones: { modo: 'MANAGER_CONFIRMA', pendientes: 3 } });

    const enlace = await screen.findByRole('link', { name: '3 ventas por confirmar' });
    expect(enlace.getAttribute('href')).toBe('/ManagementBase?tab=declaracion-ventas');
  });

  it('says none waits under "Un manager confirma"', async () => {
    await renderDashboard({ rol: 'manager', confirmaciones: { modo: 'MANAGER_CONFIRMA', pendientes: 0 } });
    expect(await screen.findByText('Ninguna venta por confirmar')).toBeTruthy();
  });

  it('shows nothing under "El comercial activa" with no request left', async () => {
    const { server } = await renderDashboard({ rol: 'manager' });
    await filasRanking();
    await waitFor(() =>
      expect(server.calls.map((call) => call.path)).toContain(
        '/api/atenciones/ofertas/activaciones-pendientes/cuenta/',
      ),
    );
    expect(screen.queryByText(/por confirmar/)).toBeNull();
  });
});
