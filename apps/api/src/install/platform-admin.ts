import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/database';
import { accounts } from '../db/schema/accounts';
import { tenants } from '../db/schema/tenancy';
import { DEMO_PLATFORM } from '../db/seed/demo-seed';
import { createAccount, createTenant } from '../db/seed/tenant-factory';
import { ROLE } from '@ventas/domain/permissions/roles';

/** A new installation's platform distributor and first SuperAdmin are named as the demo's. */
const PLATFORM_NAME = DEMO_PLATFORM.name;
export const FIRST_ADMIN_USERNAME = DEMO_PLATFORM.username;

/** The one line an operator runs to create the first administrator (README, production start). */
export const BOOTSTRAP_COMMAND = 'npm run bootstrap';

export type BootstrapResult =
  | { created: false; reason: string }
  | { created: true; subdomain: string; username: string; password: string };

/**
 * A one-time password: 18 random bytes in base64url (24 characters, 144 bits). It is printed
 * once and must be changed at first login (must_change_password), so it never needs to be
 * remembered, only typed once.
 */
export function oneTimePassword(): string {
  return randomBytes(18).toString('base64url');
}

async function platformTenantId(database: Database, subdomain: string): Promise<number | null> {
  const [row] = await database.owner
    .select({ id: tenants.id })
    .from(tenants)
    .where(eq(tenants.subdomain, subdomain));
  return row?.id ?? null;
}

/** Whether the platform distributor has a SuperAdmin who can still sign in (not deleted, ALTA). */
export async function hasPlatformAdmin(database: Database, subdomain: string): Promise<boolean> {
  const tenantId = await platformTenantId(database, subdomain);
  if (tenantId === null) return false;
  const rows = await database.tenant(tenantId, (tx) =>
    tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(
        and(
          eq(accounts.tenantId, tenantId),
          eq(accounts.rol, ROLE.SUPERADMIN),
          eq(accounts.estado, 'ALTA'),
          isNull(accounts.eliminadaEl),
        ),
      )
      .limit(1),
  );
  return rows.length > 0;
}

/**
 * Issue 28: a production installation's first step. Creates the platform distributor (decision
 * 134) if it is missing and its first SuperAdmin with a one-time password; does nothing when a
 * SuperAdmin already exists, so running it twice is safe.
 */
export async function bootstrapPlatformAdmin(
  database: Database,
  subdomain: string,
): Promise<BootstrapResult> {
  if (await hasPlatformAdmin(database, subdomain)) {
    return {
      created: false,
      reason: `El distribuidor de plataforma '${subdomain}' ya tiene un SuperAdmin: no se ha cambiado nada.`,
    };
  }
  const password = oneTimePassword();
  const account = {
    username: FIRST_ADMIN_USERNAME,
    password,
    rol: ROLE.SUPERADMIN,
    nombre: 'Administrador',
    apellidos: 'Plataforma',
    mustChangePassword: true,
  };
  const existing = await platformTenantId(database, subdomain);
  if (existing === null) {
    await createTenant(database, { name: PLATFORM_NAME, subdomain, groups: [] }, [account]);
  } else {
    await createAccount(database, existing, account);
  }
  return { created: true, subdomain, username: FIRST_ADMIN_USERNAME, password };
}
