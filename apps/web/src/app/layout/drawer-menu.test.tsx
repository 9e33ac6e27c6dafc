import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Actor } from '@ventas/domain/permissions/roles';
import { TestProviders } from '../../test/test-providers';
import { DrawerMenu } from './drawer-menu';

const comercialInGroupA: Actor = { roleId: 4, groups: ['A'], isAdmin: false };

function renderDrawerAt(path: string) {
  render(
    <TestProviders>
      <MemoryRouter initialEntries={[path]}>
        <DrawerMenu
          actor={comercialInGroupA}
          userName="Ana Pérez"
          belowTopBar={false}
          onNavigate={() => {}}
        />
      </MemoryRouter>
    </TestProviders>,
  );
  return screen.getByRole('navigation', { name: 'Menú principal' });
}

describe('the drawer menu', () => {
  it('is a list with one item per entry, each holding exactly one link', () => {
    const nav = renderDrawerAt('/dashBoard');

    const items = within(within(nav).getByRole('list')).getAllByRole('listitem');
    expect(
      items.map((item) =>
        within(item)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ),
    ).toEqual([
      ['Dashboard'],
      ['Teletrabajo'],
      ['Ofertas'],
      ['ÁreaPersonal'],
      ['Dispositivos'],
      ['Tiendas'],
      ['Tutoriales'],
    ]);
  });

  it('marks the link of the section holding the current page, and only it, as current', () => {
    const nav = renderDrawerAt('/areapersonal/calendario');

    const current = within(nav)
      .getAllByRole('link')
      .filter((link) => link.hasAttribute('aria-current'));
    expect(current.map((link) => [link.textContent, link.getAttribute('aria-current')])).toEqual([
      ['ÁreaPersonal', 'page'],
    ]);
  });

  it('marks no link on a page outside every section', () => {
    const nav = renderDrawerAt('/cambiar-password');

    expect(
      within(nav)
        .getAllByRole('link')
        .some((link) => link.hasAttribute('aria-current')),
    ).toBe(false);
  });
});
