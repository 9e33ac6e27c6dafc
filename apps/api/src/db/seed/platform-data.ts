import { sql } from 'drizzle-orm';
import { GROUP_NAMES } from '@ventas/domain/permissions/roles';
import type { Database } from '../database';
import { groupPermissions, groups, permissions } from '../schema/tenancy';

/** Group-gated sections (SPEC §2) as Django-style permissions, checked by get-group-permissions. */
const GROUP_PERMISSIONS: ReadonlyArray<{ codename: string; name: string; groups: string[] }> = [
  { codename: 'view_devicemanagement', name: 'Puede ver dispositivos', groups: ['A'] },
  { codename: 'view_tutorials', name: 'Puede ver tutoriales', groups: ['A'] },
  { codename: 'view_tiendas', name: 'Puede ver tiendas', groups: ['A'] },
  { codename: 'view_liquidacion', name: 'Puede ver liquidación y upfronts', groups: ['A'] },
  { codename: 'view_retailx', name: 'Puede ver RetailX', groups: ['D'] },
];

/** Reference data every installation has: the four groups and their permissions. Idempotent. */
export async function ensurePlatformData(database: Database): Promise<void> {
  const db = database.owner;
  await db
    .insert(groups)
    .values(GROUP_NAMES.map((name) => ({ name })))
    .onConflictDoNothing();
  await db
    .insert(permissions)
    .values(GROUP_PERMISSIONS.map(({ codename, name }) => ({ codename, name })))
    .onConflictDoNothing();
  for (const permission of GROUP_PERMISSIONS) {
    for (const group of permission.groups) {
      await db.execute(sql`
        INSERT INTO ${groupPermissions} (group_id, permission_id)
        SELECT g.id, p.id FROM ${groups} g, ${permissions} p
        WHERE g.name = ${group} AND p.codename = ${permission.codename}
        ON CONFLICT DO NOTHING`);
    }
  }
}
