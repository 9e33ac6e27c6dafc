import { ROLE, ROLE_IDS, type Actor, type GroupName, type RoleId } from './roles';
import { holdsPermission, type SectionPermission } from './section-permissions';

/**
 * Who may use a route or an API call. SPEC §6: routes carry allowed roles and allowed groups and
 * both checks must pass. Issue 29 §3: a section's allowed groups are those holding its permission
 * in the registry (`permission`, read per request); `groups` is left for the operator groups' own
 * integrations (provider D's offers tracking). No permission and no groups: open to every tenant.
 */
export interface AccessRule {
  readonly roles: readonly RoleId[];
  readonly groups: readonly GroupName[];
  readonly permission?: SectionPermission;
}

/** What a rule asks of the distributor besides the role: a section permission, operator groups. */
export interface RuleGate {
  permission?: SectionPermission;
  groups?: readonly GroupName[];
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

export function rule(level: Level, gate: RuleGate = {}): AccessRule {
  const { permission, groups = [] } = gate;
  return { roles: rolesAtOrAbove(level), groups, ...(permission ? { permission } : {}) };
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
 * Every check must pass. isAdmin passes any role list (it "has all permissions") but never a
 * group or section check: groups and their permissions switch sections off for the whole tenant,
 * whoever asks (docs/decisions/).
 */
export function canAccess(actor: Actor, access: AccessRule): boolean {
  const roleOk = actor.isAdmin || access.roles.includes(actor.roleId);
  const sectionOk = !access.permission || holdsPermission(actor, access.permission);
  return roleOk && sectionOk && hasGroups(actor.groups, access.groups);
}
