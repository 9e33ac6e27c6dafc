import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type {
  Group,
  GroupForm,
  Permission,
  PermissionForm,
} from '@ventas/domain/permissions/registry-contract';
import type { Db, Tx } from '../../db/database';
import { groupPermissions, groups, permissions, tenantGroups, tenants } from '../../db/schema/tenancy';

/**
 * The registry (groups, permissions and who holds what). Reads run as the application role
 * (`database.registry`); writes need the owner: migration 0001 grants the app role SELECT only,
 * so no distributor's request can change what every distributor reads.
 */
type Reader = Tx | Db;
type Writer = Parameters<Parameters<Db['transaction']>[0]>[0];

const permissionColumns = {
  id: permissions.id,
  name: permissions.name,
  content_type_id: permissions.contentTypeId,
  codename: permissions.codename,
};

export async function listGroups(tx: Reader, id?: number): Promise<Group[]> {
  const rows = await tx
    .select({
      id: groups.id,
      name: groups.name,
      permissions: sql<
        number[]
      >`coalesce(array_agg(${groupPermissions.permissionId} ORDER BY ${groupPermissions.permissionId}) FILTER (WHERE ${groupPermissions.permissionId} IS NOT NULL), '{}')`,
    })
    .from(groups)
    .leftJoin(groupPermissions, eq(groupPermissions.groupId, groups.id))
    .where(id === undefined ? undefined : eq(groups.id, id))
    .groupBy(groups.id)
    .orderBy(asc(groups.name));
  return rows.map((row) => ({ ...row, permissions: row.permissions.map(Number) }));
}

export const findGroup = async (tx: Reader, id: number) => (await listGroups(tx, id))[0] ?? null;

/** The names of the groups holding the permission `codename` (none: no group holds it). */
export async function groupsHoldingPermission(tx: Reader, codename: string): Promise<string[]> {
  const rows = await tx
    .select({ name: groups.name })
    .from(permissions)
    .innerJoin(groupPermissions, eq(groupPermissions.permissionId, permissions.id))
    .innerJoin(groups, eq(groups.id, groupPermissions.groupId))
    .where(eq(permissions.codename, codename));
  return rows.map((row) => row.name);
}

export async function groupNameTaken(tx: Writer, name: string, exceptId?: number): Promise<boolean> {
  const rows = await tx
    .select({ id: groups.id })
    .from(groups)
    .where(and(eq(groups.name, name), exceptId === undefined ? undefined : ne(groups.id, exceptId)));
  return rows.length > 0;
}

/** The ids among `ids` no permission has. */
export async function unknownPermissions(tx: Writer, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = await tx
    .select({ id: permissions.id })
    .from(permissions)
    .where(inArray(permissions.id, [...ids]));
  const known = new Set(found.map((row) => row.id));
  return ids.filter((id) => !known.has(id));
}

export async function insertGroup(tx: Writer, name: string): Promise<number> {
  const [row] = await tx.insert(groups).values({ name }).returning({ id: groups.id });
  if (!row) throw new Error('No se pudo crear el grupo');
  return row.id;
}

export async function renameGroup(tx: Writer, id: number, name: string): Promise<void> {
  await tx.update(groups).set({ name }).where(eq(groups.id, id));
}

/** The group then holds exactly `permissionIds`. */
export async function setGroupPermissions(tx: Writer, id: number, permissionIds: readonly number[]) {
  await tx.delete(groupPermissions).where(eq(groupPermissions.groupId, id));
  const unique = [...new Set(permissionIds)];
  if (unique.length > 0)
    await tx.insert(groupPermissions).values(unique.map((permissionId) => ({ groupId: id, permissionId })));
}

/** Live distributors holding the group (a deleted one's hold goes with its erasure). */
export async function distributorsHolding(tx: Writer, groupId: number): Promise<string[]> {
  const rows = await tx
    .select({ name: tenants.name })
    .from(tenantGroups)
    .innerJoin(tenants, eq(tenants.id, tenantGroups.tenantId))
    .where(and(eq(tenantGroups.groupId, groupId), isNull(tenants.deletedAt)))
    .orderBy(asc(tenants.name));
  return rows.map((row) => row.name);
}

export async function deleteGroup(tx: Writer, id: number): Promise<void> {
  await tx.delete(groups).where(eq(groups.id, id));
}

export async function listPermissions(tx: Reader): Promise<Permission[]> {
  return tx.select(permissionColumns).from(permissions).orderBy(asc(permissions.codename));
}

export async function findPermission(tx: Reader, id: number): Promise<Permission | null> {
  const [row] = await tx.select(permissionColumns).from(permissions).where(eq(permissions.id, id));
  return row ?? null;
}

export async function codenameTaken(tx: Writer, codename: string, exceptId?: number): Promise<boolean> {
  const rows = await tx
    .select({ id: permissions.id })
    .from(permissions)
    .where(
      and(
        eq(permissions.codename, codename),
        exceptId === undefined ? undefined : ne(permissions.id, exceptId),
      ),
    );
  return rows.length > 0;
}

const permissionValues = (form: PermissionForm) => ({
  name: form.name,
  codename: form.codename,
  contentTypeId: form.content_type_id,
});

export async function insertPermission(tx: Writer, form: PermissionForm): Promise<Permission> {
  const [row] = await tx.insert(permissions).values(permissionValues(form)).returning(permissionColumns);
  if (!row) throw new Error('No se pudo crear el permiso');
  return row;
}

export async function updatePermission(tx: Writer, id: number, form: PermissionForm) {
  const [row] = await tx
    .update(permissions)
    .set(permissionValues(form))
    .where(eq(permissions.id, id))
    .returning(permissionColumns);
  return row ?? null;
}

/** False when there was no such permission. Groups lose it with it (cascade). */
export async function deletePermission(tx: Writer, id: number): Promise<boolean> {
  const rows = await tx.delete(permissions).where(eq(permissions.id, id)).returning({ id: permissions.id });
  return rows.length > 0;
}

export type { GroupForm, Writer };
