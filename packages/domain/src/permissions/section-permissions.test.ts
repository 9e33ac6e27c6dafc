import { describe, expect, it } from 'vitest';
import { canAccess, rule } from './access-rule';
import { defaultPermissionsOf, holdsPermission, isSectionPermission } from './section-permissions';

describe('the seeded default of the section permissions (issue 29 §3)', () => {
  it.each([
    [[], []],
    [['A'], ['view_devicemanagement', 'view_tutorials', 'view_tiendas', 'view_liquidacion']],
    [['B'], []],
    [['C'], []],
    [['D'], ['view_retailx']],
    [
      ['A', 'D'],
      ['view_devicemanagement', 'view_tutorials', 'view_tiendas', 'view_liquidacion', 'view_retailx'],
    ],
    [['E'], []],
  ])('groups %j hold %j', (groups, expected) => {
    expect(defaultPermissionsOf(groups)).toEqual(expected);
  });

  it('knows its own codenames and no other', () => {
    expect(isSectionPermission('view_tiendas')).toBe(true);
    expect(isSectionPermission('view_cosas')).toBe(false);
    expect(isSectionPermission('toString')).toBe(false);
  });
});

describe('holding a section permission', () => {
  it.each([
    // The registry's answer wins over the group names, both ways.
    [{ groups: ['E'], permissions: ['view_tiendas'] }, true],
    [{ groups: ['A'], permissions: [] }, false],
    [{ groups: ['A'], permissions: ['view_tutorials'] }, false],
    // No answer (an older server, a fixture): the seeded default of the groups.
    [{ groups: ['A'] }, true],
    [{ groups: ['E'] }, false],
  ])('%j holds view_tiendas: %s', (holder, expected) => {
    expect(holdsPermission(holder, 'view_tiendas')).toBe(expected);
  });

  it('needs the role, the section and the operator group together', () => {
    const tracking = rule('manager', { permission: 'view_retailx', groups: ['D'] });
    const actor = { roleId: 3, isAdmin: false } as const;
    expect(canAccess({ ...actor, groups: ['D'], permissions: ['view_retailx'] }, tracking)).toBe(true);
    expect(canAccess({ ...actor, groups: ['D'], permissions: [] }, tracking)).toBe(false);
    expect(canAccess({ ...actor, groups: ['E'], permissions: ['view_retailx'] }, tracking)).toBe(false);
    expect(canAccess({ ...actor, roleId: 4, groups: ['D'], permissions: ['view_retailx'] }, tracking)).toBe(
      false,
    );
    // isAdmin passes the role list, never the section.
    expect(
      canAccess({ roleId: 4, isAdmin: true, groups: ['D'], permissions: ['view_retailx'] }, tracking),
    ).toBe(true);
    expect(canAccess({ roleId: 4, isAdmin: true, groups: ['D'], permissions: [] }, tracking)).toBe(false);
  });
});
