import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Actor } from '@ventas/domain/permissions/roles';
import { TestProviders } from '../../test/test-providers';
import { SectionTabs } from './section-tabs';

const actor = (roleId: Actor['roleId'], groups: string[] = []): Actor => ({ roleId, groups, isAdmin: false });

function renderAt(path: string, who: Actor) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <SectionTabs actor={who}>
            <h1>Pantalla</h1>
          </SectionTabs>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return () => router.state.location.pathname;
}

const tabNames = (name: string) =>
  within(screen.getByRole('tablist', { name }))
    .getAllByRole('tab')
    .map((tab) => tab.textContent);

describe('the tabs of a drawer entry', () => {
  it("shows Gerencia's four screens, each a link to its own URL, the open one current", () => {
    renderAt('/gerencia/proyeccion', actor(3));

    expect(tabNames('Pantallas de Gerencia')).toEqual([
      'Comerciales',
      'Proyección',
      'Reporte',
      'Estadísticas',
    ]);
    const current = screen.getByRole('tab', { selected: true });
    expect(current.textContent).toBe('Proyección');
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('tab', { name: 'Estadísticas' }).getAttribute('href')).toBe(
      '/gerencia/estadisticas',
    );
    // The screen is the panel the current tab names.
    expect(screen.getByRole('tabpanel', { name: 'Proyección' }).textContent).toBe('Pantalla');
  });

  it('moves between tabs with the arrow keys and opens one with Enter', async () => {
    const location = renderAt('/gerencia/comerciales', actor(2));
    const user = userEvent.setup();

    await user.tab();
    expect(document.activeElement?.textContent).toBe('Comerciales');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement?.textContent).toBe('Reporte');
    await user.keyboard('{Enter}');
    expect(location()).toBe('/gerencia/reporte');
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Reporte');
  });

  it('adds Liquidación and Lista de upfronts to ÁreaPersonal for an Admin of group A only', () => {
    renderAt('/areapersonal/calculadora', actor(2, ['A']));
    expect(tabNames('Pantallas de ÁreaPersonal')).toEqual([
      'Comunicados',
      'Calendario',
      'Calculadora',
      'Liquidación',
      'Lista de upfronts',
    ]);
  });

  it('gives a Manager of group D the offers tracking under RetailX', async () => {
    const location = renderAt('/retailX', actor(3, ['D']));

    expect(tabNames('Pantallas de RetailX')).toEqual(['Cifras', 'Seguimiento de ofertas']);
    await userEvent.click(screen.getByRole('tab', { name: 'Seguimiento de ofertas' }));
    expect(location()).toBe('/retailX/seguimiento');
  });

  it('shows no tabs where the entry holds one screen for this user, nor outside the entries', () => {
    renderAt('/retailX', actor(4, ['D']));
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.queryByRole('tabpanel')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Pantalla' })).toBeTruthy();
  });

  it('shows no tabs on a screen of an entry without any', () => {
    renderAt('/teletrabajo', actor(1, ['A']));
    expect(screen.queryByRole('tablist')).toBeNull();
  });
});
