import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { parsedRows, type Database } from '../db/database';
import type { RequestTenant } from '../http/fastify-types';
import type { SignedInAccount } from './signed-in-account';

export interface RequestSession {
  tenant: RequestTenant;
  /** The account of `accountId` in this tenant, or null (none asked, or none there). */
  account: SignedInAccount | null;
}

/** app_request_session's columns (migration 0024) and the permissions read beside them. */
const SESSION_ROW = z.object({
  tenant_id: z.number(),
  tenant_name: z.string(),
  tenant_subdomain: z.string(),
  tenant_maintenance: z.boolean(),
  tenant_logo_url: z.string().nullable(),
  tenant_groups: z.array(z.string()),
  tenant_permissions: z.array(z.string()),
  account_id: z.number().nullable(),
  account_username: z.string().nullable(),
  account_nombre: z.string().nullable(),
  account_apellidos: z.string().nullable(),
  account_rol: z.number().nullable(),
  account_is_admin: z.boolean().nullable(),
  account_estado: z.string().nullable(),
  account_tipo_comercial: z.string().nullable(),
  account_must_change_password: z.boolean().nullable(),
});

/**
 * A request's tenant and signed-in account in one statement (migration 0007), fresh on every
 * request so maintenance, a BAJA or a role change apply at once. One statement outside any
 * transaction: the function is SECURITY DEFINER and confines the account to the tenant.
 *
 * Issue 29 §3: the same statement reads the permission codenames the tenant's groups hold in the
 * registry, so a SuperAdmin's grant or revoke applies on the next request, on every replica: no
 * cache to go stale. Run as the owner, as the function is; the registry is every tenant's.
 */
export async function findRequestSession(
  database: Database,
  subdomain: string,
  accountId: number | null,
  platformTenant: string,
): Promise<RequestSession | null> {
  const result = await database.owner.execute(
    sql`SELECT s.*,
          ARRAY(SELECT DISTINCT p.codename
                FROM groups g
                JOIN group_permissions gp ON gp.group_id = g.id
                JOIN permissions p ON p.id = gp.permission_id
                WHERE g.name = ANY(s.tenant_groups)
                ORDER BY p.codename) AS tenant_permissions
        FROM app_request_session(${subdomain}, ${accountId}::integer) s`,
  );
  const row = parsedRows(result, SESSION_ROW)[0];
  if (!row) return null;
  return {
    tenant: {
      id: row.tenant_id,
      name: row.tenant_name,
      subdomain: row.tenant_subdomain,
      maintenance: row.tenant_maintenance,
      logoUrl: row.tenant_logo_url,
      // Every registry group it holds (issue 29 §3: not only A–D switch sections on).
      groups: row.tenant_groups,
      permissions: row.tenant_permissions,
      isPlatform: row.tenant_subdomain === platformTenant,
    },
    account:
      row.account_id === null
        ? null
        : {
            id: row.account_id,
            username: row.account_username ?? '',
            nombre: row.account_nombre ?? '',
            apellidos: row.account_apellidos ?? '',
            rol: row.account_rol ?? 0,
            isAdmin: row.account_is_admin ?? false,
            estado: row.account_estado ?? '',
            tipoComercial: row.account_tipo_comercial ?? '',
            mustChangePassword: row.account_must_change_password ?? false,
          },
  };
}
