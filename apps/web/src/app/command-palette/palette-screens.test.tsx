import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Actor } from '@ventas/domain/permissions/roles';
import { sessionStore } from '../../session/session-store';
import { matchScreens, screensFor } from './palette-screens';
import { loginAs, renderPalette } from './palette-test-setup';

const actor = (roleId: Actor['roleId'], groups: Actor['groups'] = []): Actor => ({
  roleId,
  isAdmin: false,
  groups,
});
const titles = (a: Actor) => screensFor(a).map((entry) => entry.title);

describe('screens the palette offers', () => {
  it('offers a Comercial their screens and never Gerencia, Administración or Liquidación', () => {
    expect(titles(actor(4))).toEqual([
      'Dashboard',
      'Teletrabajo',
      'Ofertas',
      'ÁreaPersonal — Comunicados',
      'ÁreaPersonal — Calendario',
      'ÁreaPersonal — Calculadora',
      'Cambiar contraseña',
    ]);
  });

  it('adds the Gerencia screens for a Manager, and group-A screens only in a group-A tenant', () => {
    const manager = titles(actor(3, ['A']));
    expect(manager).toContain('Gerencia — Comerciales');
    expect(manager).toContain('Gerencia — Estadísticas');
    expect(manager).toContain('Dispositivos');
    expect(manager).not.toContain('RRHH');
    expect(titles(actor(3))).not.toContain('Dispositivos');
  });

  it('follows the route rules, as the drawer does: RetailX in a group-D tenant, its tracking for Managers', () => {
    expect(titles(actor(4, ['D']))).toContain('RetailX');
    expect(titles(actor(4, ['D']))).not.toContain('RetailX — Seguimiento de ofertas');
    expect(titles(actor(3, ['D']))).toEqual(
      expect.arrayContaining(['RetailX', 'RetailX — Seguimiento de ofertas']),
    );
    expect(titles(actor(2, ['A']))).not.toContain('RetailX');
  });

  it('lists Tiendas and Tutoriales in a group-A tenant, and never the offer configurator', () => {
    expect(titles(actor(4, ['A']))).toEqual(expect.arrayContaining(['Tiendas', 'Tutoriales']));
    expect(titles(actor(1, ['A', 'D']))).not.toContain('Configurador de ofertas');
  });

  it('filters by every typed word, ignoring accents and case', () => {
    const screens = screensFor(actor(3));
    expect(matchScreens(screens, 'ESTADIS').map((entry) => entry.path)).toEqual(['/gerencia/estadisticas']);
    expect(matchScreens(screens, 'área calen').map((entry) => entry.path)).toEqual([
      '/areapersonal/calendario',
    ]);
    expect(matchScreens(screens, 'proyeccion').map((entry) => entry.title)).toEqual([
      'Gerencia — Proyección',
    ]);
  });
});

describe('screens in the palette', () => {
  afterEach(() => sessionStore.logout());

  it('names every screen by its title, never by its path', async () => {
    await loginAs({ id: 5, rolId: 4 });
    renderPalette();
    const user = userEvent.setup();
    await user.keyboard('{Control>}k{/Control}');
    await screen.findByRole('combobox');
    const group = screen.getByRole('group', { name: 'Pantallas' });
    const texts = within(group)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(texts).toContain('Dashboard');
    expect(texts.filter((text) => text?.includes('/'))).toEqual([]);
  });

  it('shows a Comercial no Gerencia screen however it is typed', async () => {
    await loginAs({ id: 5, rolId: 4 });
    renderPalette();
    const user = userEvent.setup();
    await user.keyboard('{Control>}k{/Control}');
    await user.type(await screen.findByRole('combobox'), 'gerencia');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Sin resultados'));
    expect(screen.queryByRole('option')).toBeNull();
  });

  it('lets a Manager open a Gerencia screen with Enter', async () => {
    await loginAs({ id: 3, rolId: 3 });
    const { location } = renderPalette();
    const user = userEvent.setup();
    await user.keyboard('{Control>}k{/Control}');
    await user.type(await screen.findByRole('combobox'), 'geren estad');
    const group = screen.getByRole('group', { name: 'Pantallas' });
    expect(
      within(group)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Gerencia — Estadísticas']);
    await user.keyboard('{Enter}');
    expect(location()).toBe('/gerencia/estadisticas');
  });

  it('finds the offers tracking for a group-D Manager by "seguim" and opens it', async () => {
    await loginAs({ id: 3, rolId: 3, groups: ['D'] });
    const { location } = renderPalette();
    const user = userEvent.setup();
    await user.keyboard('{Control>}k{/Control}');
    await user.type(await screen.findByRole('combobox'), 'seguim');
    const group = screen.getByRole('group', { name: 'Pantallas' });
    expect(
      within(group)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['RetailX — Seguimiento de ofertas']);
    await user.keyboard('{Enter}');
    expect(location()).toBe('/retailX/seguimiento');
  });
});
