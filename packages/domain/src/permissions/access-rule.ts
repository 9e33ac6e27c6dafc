import { ROLE, ROLE_IDS, type Actor, type GroupName, type RoleId } from './roles';

/**
 * Who may use a route or an API call. SPEC §6: routes carry allowed roles and allowed groups and
 * both checks must pass; an entry with no groups is open to every tenant.
 */
export interface AccessRule {
  readonly roles: readonly RoleId[];
  readonly groups: readonly GroupName[];
}

/** SPEC §6: a permission level holds when the role number is at or below it. */
export type Level = 'superadmin' | 'admin' | 'manager' | 'comercial';
const LEVEL_MAX_ROLE: Record<Level, RoleId> = {
  superadmin: ROLE.SUPERADMIN,
  admin: ROLE.ADMIN,
  manager: ROLE.MANAGER,
  comercial: ROLE.COMERCIAL,
};

export function rolesAtOrAbove(level: Level): readonly RoleId[] {
  return ROLE_IDS.filter((role) => role <= LEVEL_MAX_ROLE[level]);
}

export function rule(level: Level, groups: readonly GroupName[] = []): AccessRule {
  return { roles: rolesAtOrAbove(level), groups };
}

/** SPEC §6: isAdmin holds every permission level; otherwise role <= level. */
export function hasLevel(actor: Actor, level: Level): boolean {
  return actor.isAdmin || actor.roleId <= LEVEL_MAX_ROLE[level];
}

/** SPEC §6: 'only manager' is role exactly 3. */
export function isOnlyManager(actor: Actor): boolean {
  return actor.roleId === ROLE.MANAGER;
}

/** SPEC §6: 'comercial' is role exactly 4. */
export function isComercial(actor: Actor): boolean {
  return actor.roleId === ROLE.COMERCIAL;
}

/** SPEC §6: no required groups means open; otherwise the tenant needs at least one of them. */
export function hasGroups(held: readonly string[], required: readonly string[]): boolean {
  return required.length === 0 || required.some((group) => held.includes(group));
}

/**
 * Both checks must pass. isAdmin passes any role list (it "has all permissions") but never a
 * group check: groups switch sections off for the whole tenant, whoever asks (docs/decisions.md).
 */
export function canAccess(actor: Actor, access: AccessRule): boolean {
  const roleOk = actor.isAdmin || access.roles.includes(actor.roleId);
  return roleOk && hasGroups(actor.groups, access.groups);
}
