import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderDashboard } from '../test/render-dashboard';

const textoDe = async (name: string, texto: string) =>
  within(await screen.findByRole('region', { name })).findByText(texto);

describe('DashboardScreen when there is nothing to show', () => {
  it('shows a quiet empty state for a failed statistic, only logs it, and keeps the other cards', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    await renderDashboard({ fallan: ['accionesComerciales', 'rankingComerciales'] });

    expect(await textoDe('Acciones comerciales', 'Sin datos disponibles')).toBeTruthy();
    expect(await textoDe('Ranking de comerciales', 'Sin datos disponibles')).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'PORTABILIDAD: 5' })).toBeTruthy();
    // SPEC §8 "Silent failures": no alert, no snackbar; the failure goes to the log.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(info.mock.calls.map(([mensaje]) => mensaje)).toEqual(
      expect.arrayContaining([
        'Dashboard: Acciones comerciales no disponible',
        'Dashboard: Ranking de comerciales no disponible',
      ]),
    );
  });

  it('says so in each card when the period has nothing', async () => {
    await renderDashboard({ vacio: true });

    expect(await textoDe('Ventas por tipo', 'Sin ventas en el periodo')).toBeTruthy();
    expect(await textoDe('Acciones comerciales', 'Sin actividad en el periodo')).toBeTruthy();
    expect(await textoDe('Agendados próximos 3 días', 'Sin agendados en los próximos 3 días')).toBeTruthy();
    expect(await textoDe('Ranking de comerciales', 'Sin comerciales en el periodo')).toBeTruthy();
    expect(await textoDe('Consecución de objetivos', 'Sin objetivos en el mes')).toBeTruthy();
  });

  it('shows a skeleton in each card until its figures arrive', async () => {
    await renderDashboard();

    expect(screen.getByLabelText('Cargando acciones comerciales').getAttribute('aria-busy')).toBe('true');
    await screen.findByRole('link', { name: 'Atenciones: 12' });
    expect(screen.queryByLabelText('Cargando acciones comerciales')).toBeNull();
  });
});
