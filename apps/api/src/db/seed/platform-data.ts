import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { GROUP_NAMES } from '@ventas/domain/permissions/roles';
import {
  SECTION_PERMISSION_CODENAMES,
  SECTION_PERMISSIONS,
  type SectionPermission,
} from '@ventas/domain/permissions/section-permissions';
import { parsedRows, type Database, type Db } from '../database';
import { groupPermissions, groups, permissions } from '../schema/tenancy';

/**
 * Marks, on the registry's join table, that its rows switch sections (issue 29 §3): before it,
 * every start granted the defaults again, so the first start after the upgrade grants them once
 * more (the access the old code gave) and then never again.
 */
export const REGISTRY_MARK = 'ventas: los permisos de los grupos abren las secciones';

const MARK_ROW = z.object({ mark: z.string().nullable() });

async function registryDrivesSections(db: Db): Promise<boolean> {
  const result = await db.execute(
    sql`SELECT obj_description('group_permissions'::regclass, 'pg_class') AS mark`,
  );
  return parsedRows(result, MARK_ROW)[0]?.mark === REGISTRY_MARK;
}

async function grantDefaults(db: Db, codenames: readonly SectionPermission[]): Promise<void> {
  for (const codename of codenames) {
    for (const group of SECTION_PERMISSIONS[codename].defaultGroups) {
      await db.execute(sql`
        INSERT INTO ${groupPermissions} (group_id, permission_id)
        SELECT g.id, p.id FROM ${groups} g, ${permissions} p
        WHERE g.name = ${group} AND p.codename = ${codename}
        ON CONFLICT DO NOTHING`);
    }
  }
}

/**
 * Reference data every installation has: the four groups and the section permissions
 * (section-permissions.ts). Idempotent, and it never undoes the platform's edits: a section
 * permission gets its default groups when it is created (or once, on the upgrade that made the
 * registry drive sections), so a revoke survives every restart.
 */
export async function ensurePlatformData(database: Database): Promise<void> {
  await database.owner.transaction(async (tx) => {
    await tx
      .insert(groups)
      .values(GROUP_NAMES.map((name) => ({ name })))
      .onConflictDoNothing();
    const created = await tx
      .insert(permissions)
      .values(
        SECTION_PERMISSION_CODENAMES.map((codename) => ({
          codename,
          name: SECTION_PERMISSIONS[codename].name,
        })),
      )
      .onConflictDoNothing()
      .returning({ codename: permissions.codename });
    if (await registryDrivesSections(tx)) {
      await grantDefaults(
        tx,
        SECTION_PERMISSION_CODENAMES.filter((codename) => created.some((row) => row.codename === codename)),
      );
    } else {
      await grantDefaults(tx, SECTION_PERMISSION_CODENAMES);
      await tx.execute(sql.raw(`COMMENT ON TABLE group_permissions IS '${REGISTRY_MARK}'`));
    }
  });
}
