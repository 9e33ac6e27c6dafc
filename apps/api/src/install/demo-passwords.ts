import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../db/database';
import { accounts } from '../db/schema/accounts';
import { tenants } from '../db/schema/tenancy';
import { DEMO_ACCOUNT_USERNAMES, DEMO_PASSWORD } from '../db/seed/demo-seed';
import { hashPassword, verifyPassword } from '../security/password';
import { oneTimePassword } from './platform-admin';

export interface DemoPasswordAccount {
  tenantId: number;
  subdomain: string;
  accountId: number;
  username: string;
}

/**
 * Issue 28: the accounts that still sign in with the demo's password. Only the demo's usernames
 * are tried: the demo created those and no others, and an argon2 check costs ~15 ms, so trying
 * every account of a large installation would delay each start by seconds.
 */
export async function findDemoPasswordAccounts(database: Database): Promise<DemoPasswordAccount[]> {
  const registry = await database.owner
    .select({ id: tenants.id, subdomain: tenants.subdomain })
    .from(tenants);
  const found: DemoPasswordAccount[] = [];
  for (const tenant of registry) {
    const candidates = await database.tenant(tenant.id, (tx) =>
      tx
        .select({ id: accounts.id, username: accounts.username, hash: accounts.passwordHash })
        .from(accounts)
        .where(and(inArray(accounts.username, [...DEMO_ACCOUNT_USERNAMES]), isNull(accounts.eliminadaEl))),
    );
    for (const account of candidates) {
      if (await verifyPassword(account.hash, DEMO_PASSWORD)) {
        found.push({
          tenantId: tenant.id,
          subdomain: tenant.subdomain,
          accountId: account.id,
          username: account.username,
        });
      }
    }
  }
  return found;
}

/**
 * `npm run bootstrap -- --retirar-demo`: each account still on the demo's password gets a
 * one-time password, changed at its first login. Returns them to be printed once.
 */
export async function replaceDemoPasswords(
  database: Database,
): Promise<Array<DemoPasswordAccount & { password: string }>> {
  const replaced: Array<DemoPasswordAccount & { password: string }> = [];
  for (const account of await findDemoPasswordAccounts(database)) {
    const password = oneTimePassword();
    const passwordHash = await hashPassword(password);
    await database.tenant(account.tenantId, (tx) =>
      tx
        .update(accounts)
        .set({ passwordHash, mustChangePassword: true, passwordChangedAt: new Date() })
        .where(and(eq(accounts.tenantId, account.tenantId), eq(accounts.id, account.accountId))),
    );
    replaced.push({ ...account, password });
  }
  return replaced;
}
