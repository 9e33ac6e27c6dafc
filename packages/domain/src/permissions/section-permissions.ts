import type { GroupName } from './roles';

/**
 * Issue 29 §3: the sections a distributor's groups switch on, as permissions of the registry
 * (SPEC §3 Permission, Django-style codenames). A route or an API call that needs one opens for a
 * distributor when one of its groups holds it in the registry (`/api/groups/`), read on every
 * request; `defaultGroups` is only what the platform data grants when the permission is first
 * created (today's A–D table), never again: the platform's SuperAdmins own it from then on.
 *
 * The operator groups' own integrations (the scraping providers B, C, D and the default operator
 * of an offer) stay on the groups themselves: a group there is the operator, not a switch.
 */
export const SECTION_PERMISSIONS = {
  view_devicemanagement: { name: 'Puede ver dispositivos', defaultGroups: ['A'] },
  view_tutorials: { name: 'Puede ver tutoriales', defaultGroups: ['A'] },
  view_tiendas: { name: 'Puede ver tiendas', defaultGroups: ['A'] },
  view_liquidacion: { name: 'Puede ver liquidación y upfronts', defaultGroups: ['A'] },
  view_retailx: { name: 'Puede ver RetailX', defaultGroups: ['D'] },
} as const satisfies Record<string, { name: string; defaultGroups: readonly GroupName[] }>;

export type SectionPermission = keyof typeof SECTION_PERMISSIONS;

export const SECTION_PERMISSION_CODENAMES = Object.keys(SECTION_PERMISSIONS) as SectionPermission[];

export function isSectionPermission(codename: string): codename is SectionPermission {
  return Object.hasOwn(SECTION_PERMISSIONS, codename);
}

/**
 * The seeded default: the section permissions `groups` hold before anyone edits the registry.
 * What an answer without the registry's list reads (an older server, a unit fixture); the server
 * itself always reads the registry.
 */
export function defaultPermissionsOf(groups: readonly string[]): SectionPermission[] {
  return SECTION_PERMISSION_CODENAMES.filter((codename) =>
    SECTION_PERMISSIONS[codename].defaultGroups.some((group) => groups.includes(group)),
  );
}

/** Whoever holds section permissions: the registry's list when known, else the seeded default. */
export interface PermissionHolder {
  groups: readonly string[];
  permissions?: readonly string[];
}

/**
 * Whether the distributor holds `permission` through one of its groups. A section permission no
 * group holds is shut for everyone (never "no groups = open": revoking a section from every group
 * switches it off, it does not open it to all).
 */
export function holdsPermission(holder: PermissionHolder, permission: SectionPermission): boolean {
  return (holder.permissions ?? defaultPermissionsOf(holder.groups)).includes(permission);
}
