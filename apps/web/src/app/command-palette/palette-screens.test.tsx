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

  it("follows the menu's narrower rule: RetailX only for Admin in a group-D tenant", () => {
    expect(titles(actor(4, ['D']))).not.toContain('RetailX');
    expect(titles(actor(2, ['D']))).toContain('RetailX');
    expect(titles(actor(2, ['A']))).not.toContain('RetailX');
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
    ).toEqual(['Gerencia — Estadísticas/gerencia/estadisticas']);
    await user.keyboard('{Enter}');
    expect(location()).toBe('/gerencia/estadisticas');
  });
});
