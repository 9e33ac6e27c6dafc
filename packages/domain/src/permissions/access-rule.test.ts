import { describe, expect, it } from 'vitest';
import { hasGroups, hasLevel, isComercial, isOnlyManager, rolesAtOrAbove, type Level } from './access-rule';
import type { RoleId } from './roles';

describe('permission levels (SPEC §6)', () => {
  const levels: Level[] = ['superadmin', 'admin', 'manager', 'comercial'];
  const expected: Record<Level, RoleId[]> = {
    superadmin: [1],
    admin: [1, 2],
    manager: [1, 2, 3],
    comercial: [1, 2, 3, 4],
  };

  it.each(levels)('%s holds for exactly the roles at or below it', (level) => {
    expect(rolesAtOrAbove(level)).toEqual(expected[level]);
    for (const roleId of [1, 2, 3, 4] as RoleId[]) {
      expect(hasLevel({ roleId, isAdmin: false, groups: [] }, level)).toBe(expected[level].includes(roleId));
    }
  });

  it('gives isAdmin every level', () => {
    for (const level of levels) expect(hasLevel({ roleId: 4, isAdmin: true, groups: [] }, level)).toBe(true);
  });

  it("reads 'only manager' as role 3 and 'comercial' as role 4", () => {
    expect(
      [1, 2, 3, 4].map((r) => isOnlyManager({ roleId: r as RoleId, isAdmin: false, groups: [] })),
    ).toEqual([false, false, true, false]);
    expect([1, 2, 3, 4].map((r) => isComercial({ roleId: r as RoleId, isAdmin: true, groups: [] }))).toEqual([
      false,
      false,
      false,
      true,
    ]);
  });
});

describe('group permission (SPEC §6)', () => {
  it.each([
    [[], [], true],
    [['A'], [], true],
    [[], ['A'], false],
    [['A'], ['A'], true],
    [['D'], ['A'], false],
    [['B', 'D'], ['A', 'D'], true],
  ])('tenant groups %j with required %j -> %s', (held, required, expected) => {
    expect(hasGroups(held, required)).toBe(expected);
  });
});
