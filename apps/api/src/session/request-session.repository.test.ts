import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestTenant, type TestTenant } from '../../test/support/test-app';
import { testDatabase } from '../../test/support/test-database';
import type { Database } from '../db/database';
import { accounts } from '../db/schema/accounts';
import { tenants } from '../db/schema/tenancy';
import { findRequestSession } from './request-session.repository';

let database: Database;
let first: TestTenant;
let second: TestTenant;

beforeAll(async () => {
  database = await testDatabase();
  first = await createTestTenant(database);
  second = await createTestTenant(database);
});

describe('findRequestSession (one statement per request)', () => {
  it('answers the tenant of the subdomain with its groups, and the account asked for', async () => {
    const session = await findRequestSession(database, first.subdomain, first.accounts.manager.id);
    expect(session?.tenant).toMatchObject({ id: first.id, subdomain: first.subdomain, maintenance: false });
    expect(Array.isArray(session?.tenant.groups)).toBe(true);
    expect(session?.account).toMatchObject({ id: first.accounts.manager.id, username: 'manager' });
  });

  it('never answers an account of another tenant, whatever id is asked for', async () => {
    const session = await findRequestSession(database, first.subdomain, second.accounts.admin.id);
    expect(session?.tenant.id).toBe(first.id);
    expect(session?.account).toBeNull();
  });

  it('answers null for an unknown subdomain and no account when none is asked', async () => {
    expect(await findRequestSession(database, 'no-existe-este', first.accounts.admin.id)).toBeNull();
    const anonymous = await findRequestSession(database, first.subdomain, null);
    expect(anonymous?.account).toBeNull();
  });

  it('reads state as it is now: maintenance and a BAJA show on the very next call', async () => {
    await database.owner.update(tenants).set({ maintenance: true }).where(eq(tenants.id, second.id));
    await database.owner
      .update(accounts)
      .set({ estado: 'BAJA' })
      .where(eq(accounts.id, second.accounts.comercial.id));
    const session = await findRequestSession(database, second.subdomain, second.accounts.comercial.id);
    expect(session?.tenant.maintenance).toBe(true);
    expect(session?.account?.estado).toBe('BAJA');
  });
});
