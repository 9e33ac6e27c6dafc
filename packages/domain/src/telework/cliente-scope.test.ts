import { describe, expect, it } from 'vitest';
import type { RoleId } from '../permissions/roles';
import { canEditAgendadoOf, canSeeCliente } from './cliente-scope';

const viewer = (roleId: RoleId, isAdmin = false) => ({ roleId, isAdmin, groups: [], accountId: 7 });

describe('which customers a user may work', () => {
  it.each([
    [4, false, 7, true],
    [4, false, null, true],
    [4, false, 8, false],
    [4, true, 8, true],
    [3, false, 8, true],
    [2, false, 8, true],
    [1, false, null, true],
  ] as Array<[RoleId, boolean, number | null, boolean]>)(
    'role %i (isAdmin %s) on a customer of %s: %s',
    (roleId, isAdmin, comercialId, expected) => {
      expect(canSeeCliente(viewer(roleId, isAdmin), comercialId)).toBe(expected);
    },
  );
});

describe('whose callbacks a user may move or close', () => {
  it.each([
    [4, false, 7, true],
    [4, false, 8, false],
    [4, false, null, false],
    [4, true, 8, true],
    [3, false, 8, true],
    [3, false, null, true],
  ] as Array<[RoleId, boolean, number | null, boolean]>)(
    'role %i (isAdmin %s) on a callback of %s: %s',
    (roleId, isAdmin, comercialId, expected) => {
      expect(canEditAgendadoOf(viewer(roleId, isAdmin), comercialId)).toBe(expected);
    },
  );
});
