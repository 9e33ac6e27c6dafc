import { and, asc, eq, exists, inArray, isNotNull, isNull, lte, notInArray, sql } from 'drizzle-orm';
import type { DistribuidorAdmin } from '@ventas/domain/distribuidores/distribuidores-contract';
import { ROLE } from '@ventas/domain/permissions/roles';
import type { Db, TenantTx, Tx } from '../../db/database';
import { accounts, refreshTokens } from '../../db/schema/accounts';
import { groups, tenantGroups, tenants } from '../../db/schema/tenancy';
import type { NewAccount } from '../../db/seed/tenant-factory';
import {
  datosLegalesColumns,
  datosLegalesValues,
  type DatosLegalesChanges,
} from './datos-legales.repository';

/**
 * The platform's view of the registry's distributors (decision 134). Reads run as the app role
 * (the registry is readable); writes to other distributors' registry rows need the owner.
 */
type Reader = Tx | Db;
export type OwnerTx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * A SuperAdmin of the distributor `tenantId` who can sign in: not deleted, neither BAJA nor
 * INACTIVO (session/signed-in-account.ts), as the accounts' last-SuperAdmin rule counts them.
 */
const superAdminActivo = (tenantId: typeof tenants.id | number) =>
  and(
    eq(accounts.tenantId, tenantId),
    eq(accounts.rol, ROLE.SUPERADMIN),
    isNull(accounts.eliminadaEl),
    notInArray(accounts.estado, ['BAJA', 'INACTIVO']),
  );

/**
 * The distributors with their groups and whether they have a SuperAdmin. Accounts are tenant
 * rows: `tiene_superadmin` is true only where `tx` sees them (the owner sees every distributor's,
 * a tenant scope its own; the registry scope none).
 */
export async function listDistribuidores(
  tx: Reader,
  platformTenant: string,
  onlyId?: number,
): Promise<DistribuidorAdmin[]> {
  const rows = await tx
    .select({
      id: tenants.id,
      name: tenants.name,
      subdomain: tenants.subdomain,
      selling_companies: tenants.sellingCompanies,
      groups: sql<
        string[]
      >`coalesce(array_agg(${groups.name} ORDER BY ${groups.name}) FILTER (WHERE ${groups.name} IS NOT NULL), '{}')`,
      maintenance: tenants.maintenance,
      logo_url: tenants.logoUrl,
      deleted_at: tenants.deletedAt,
      purge_after: tenants.purgeAfter,
      ...datosLegalesColumns,
      tiene_superadmin: sql<boolean>`${exists(
        tx.select({ id: accounts.id }).from(accounts).where(superAdminActivo(tenants.id)),
      )}`,
    })
    .from(tenants)
    .leftJoin(tenantGroups, eq(tenantGroups.tenantId, tenants.id))
    .leftJoin(groups, eq(groups.id, tenantGroups.groupId))
    .where(onlyId === undefined ? undefined : eq(tenants.id, onlyId))
    .groupBy(tenants.id)
    .orderBy(asc(tenants.name), asc(tenants.id));
  return rows.map((row) => ({
    ...row,
    plataforma: row.subdomain === platformTenant,
    deleted_at: row.deleted_at?.toISOString() ?? null,
    purge_after: row.purge_after?.toISOString() ?? null,
  }));
}

/** The registry group names among `names` that do not exist. */
export async function unknownGroups(tx: Reader, names: readonly string[]): Promise<string[]> {
  if (names.length === 0) return [];
  const rows = await tx
    .select({ name: groups.name })
    .from(groups)
    .where(inArray(groups.name, [...names]));
  const known = new Set(rows.map((row) => row.name));
  return names.filter((name) => !known.has(name));
}

/** Which of `subdomains` distributors hold (deleted ones too: their host is theirs until erased). */
export async function subdomainsTaken(tx: Reader, subdomains: readonly string[]): Promise<Set<string>> {
  const rows = await tx
    .select({ subdomain: tenants.subdomain })
    .from(tenants)
    .where(inArray(tenants.subdomain, [...subdomains]));
  return new Set(rows.map((row) => row.subdomain));
}

/**
 * Whether the scope's distributor is live, its registry row locked to the end of the transaction:
 * two requests for its first SuperAdmin run one after the other, and a deletion waits for them.
 */
export async function lockLiveTenant(tx: TenantTx): Promise<boolean> {
  const rows = await tx
    .select({ id: tenants.id })
    .from(tenants)
    .where(and(eq(tenants.id, tx.tenantId), isNull(tenants.deletedAt)))
    .for('update');
  return rows.length > 0;
}

export async function hasActiveSuperAdmin(tx: TenantTx): Promise<boolean> {
  const rows = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(superAdminActivo(tx.tenantId))
    .limit(1);
  return rows.length > 0;
}

/** Writes the account in the scope's distributor; the password is hashed by the caller, outside the transaction. */
export async function insertAccount(
  tx: TenantTx,
  account: Pick<NewAccount, 'username' | 'rol' | 'mustChangePassword'>,
  passwordHash: string,
): Promise<void> {
  // The other columns keep their defaults, the same createAccount (tenant-factory.ts) writes.
  await tx.insert(accounts).values({
    tenantId: tx.tenantId,
    username: account.username,
    passwordHash,
    rol: account.rol,
    mustChangePassword: account.mustChangePassword ?? false,
  });
}

/** Whether an account of the scope's distributor (deleted ones included) has `username`, case aside. */
export async function usernameTaken(tx: TenantTx, username: string): Promise<boolean> {
  const rows = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.tenantId, tx.tenantId), sql`lower(${accounts.username}) = lower(${username})`))
    .limit(1);
  return rows.length > 0;
}

export interface DistribuidorChanges extends DatosLegalesChanges {
  name?: string | undefined;
  maintenance?: boolean | undefined;
  logo_url?: string | null | undefined;
  selling_companies?: string[] | undefined;
  groups?: string[] | undefined;
}

/** False when there is no live distributor `id`. Groups, when given, are replaced. */
export async function updateDistribuidor(
  tx: OwnerTx,
  id: number,
  changes: DistribuidorChanges,
): Promise<boolean> {
  const values = {
    name: changes.name,
    maintenance: changes.maintenance,
    logoUrl: changes.logo_url,
    sellingCompanies: changes.selling_companies,
    ...datosLegalesValues(changes),
  };
  const live = and(eq(tenants.id, id), isNull(tenants.deletedAt));
  const found = Object.values(values).every((value) => value === undefined)
    ? await tx.select({ id: tenants.id }).from(tenants).where(live)
    : await tx.update(tenants).set(values).where(live).returning({ id: tenants.id });
  if (found.length === 0) return false;
  if (changes.groups) {
    await tx.delete(tenantGroups).where(eq(tenantGroups.tenantId, id));
    const held = changes.groups.length
      ? await tx.select({ id: groups.id }).from(groups).where(inArray(groups.name, changes.groups))
      : [];
    if (held.length > 0)
      await tx.insert(tenantGroups).values(held.map((group) => ({ tenantId: id, groupId: group.id })));
  }
  return true;
}

/**
 * Disables a distributor at once: app_request_session (migration 0024) stops resolving its host,
 * so its pages answer 404 and its access tokens with them; its refresh tokens are revoked too.
 * False when it does not exist or is already deleted.
 */
export async function markDeleted(tx: OwnerTx, id: number, now: Date, purgeAfter: Date): Promise<boolean> {
  const rows = await tx
    .update(tenants)
    .set({ deletedAt: now, purgeAfter })
    .where(and(eq(tenants.id, id), isNull(tenants.deletedAt)))
    .returning({ id: tenants.id });
  if (rows.length === 0) return false;
  await tx
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.tenantId, id), isNull(refreshTokens.revokedAt)));
  return true;
}

/** Undoes a deletion within the grace period (its refresh tokens stay revoked: users sign in again). */
export async function restore(tx: OwnerTx, id: number): Promise<boolean> {
  const rows = await tx
    .update(tenants)
    .set({ deletedAt: null, purgeAfter: null })
    .where(and(eq(tenants.id, id), isNotNull(tenants.deletedAt)))
    .returning({ id: tenants.id });
  return rows.length > 0;
}

/**
 * Erases the distributors whose grace period is over: every tenant-owned table references
 * tenants(id) ON DELETE CASCADE, so deleting the registry row removes exactly their rows.
 */
export async function purgeExpired(owner: Db, now: Date): Promise<Array<{ id: number; subdomain: string }>> {
  return owner
    .delete(tenants)
    .where(and(isNotNull(tenants.deletedAt), lte(tenants.purgeAfter, now)))
    .returning({ id: tenants.id, subdomain: tenants.subdomain });
}
