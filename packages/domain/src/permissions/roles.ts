// SPEC §3/§6: role ids as stored on the account and returned by /api/cuentas/detalle/.
export const ROLE = { SUPERADMIN: 1, ADMIN: 2, MANAGER: 3, COMERCIAL: 4 } as const;
export type RoleId = (typeof ROLE)[keyof typeof ROLE];
export const ROLE_IDS: readonly RoleId[] = [1, 2, 3, 4];

export const ROLE_NAMES: Record<RoleId, string> = {
  1: 'SuperAdmin',
  2: 'Admin',
  3: 'Manager',
  4: 'Comercial',
};

export function isRoleId(value: unknown): value is RoleId {
  return value === 1 || value === 2 || value === 3 || value === 4;
}

// SPEC §1: four operator groups; their brand names are deliberately not printed.
export const GROUP_NAMES = ['A', 'B', 'C', 'D'] as const;
export type GroupName = (typeof GROUP_NAMES)[number];

/** Who is asking: the parts of a session that every permission check reads. */
export interface Actor {
  roleId: RoleId;
  isAdmin: boolean;
  /** The distributor's groups (SPEC §6 tenant groups): any registry group, not only A–D. */
  groups: readonly string[];
  /**
   * The permission codenames the distributor's groups hold in the registry (issue 29 §3), read
   * on every request. Absent (an older server's answer, a unit fixture): the seeded default of
   * `groups` (section-permissions.ts).
   */
  permissions?: readonly string[];
}
