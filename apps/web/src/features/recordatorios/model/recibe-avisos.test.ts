import { describe, expect, it } from 'vitest';
import { ROLE, type RoleId } from '@ventas/domain/permissions/roles';
import { recibeAvisosDeAgendados } from './recibe-avisos';

describe('who gets the callback bell (decision 234)', () => {
  const actor = (roleId: RoleId, platform = false) => ({
    roleId,
    groups: ['A'] as const,
    isAdmin: false,
    platform,
  });
  it.each([
    [ROLE.COMERCIAL, true],
    [ROLE.MANAGER, true],
    [ROLE.ADMIN, false],
    [ROLE.SUPERADMIN, false],
  ] as const)('role %i: %s', (roleId, esperado) => {
    expect(recibeAvisosDeAgendados(actor(roleId))).toBe(esperado);
  });
  it('nobody on the platform distributor, which has no customers', () => {
    expect(recibeAvisosDeAgendados(actor(ROLE.COMERCIAL, true))).toBe(false);
  });
});
