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

const PLATFORM = 'admin';

describe('findRequestSession (one statement per request)', () => {
  it('answers the tenant of the subdomain with its groups, and the account asked for', async () => {
    const session = await findRequestSession(database, first.subdomain, first.accounts.manager.id, PLATFORM);
    expect(session?.tenant).toMatchObject({ id: first.id, subdomain: first.subdomain, maintenance: false });
    expect(Array.isArray(session?.tenant.groups)).toBe(true);
    expect(session?.account).toMatchObject({ id: first.accounts.manager.id, username: 'manager' });
  });

  it('never answers an account of another tenant, whatever id is asked for', async () => {
    const session = await findRequestSession(database, first.subdomain, second.accounts.admin.id, PLATFORM);
    expect(session?.tenant.id).toBe(first.id);
    expect(session?.account).toBeNull();
  });

  it('answers null for an unknown subdomain and no account when none is asked', async () => {
    expect(
      await findRequestSession(database, 'no-existe-este', first.accounts.admin.id, PLATFORM),
    ).toBeNull();
    const anonymous = await findRequestSession(database, first.subdomain, null, PLATFORM);
    expect(anonymous?.account).toBeNull();
  });

  it('reads state as it is now: maintenance and a BAJA show on the very next call', async () => {
    await database.owner.update(tenants).set({ maintenance: true }).where(eq(tenants.id, second.id));
    await database.owner
      .update(accounts)
      .set({ estado: 'BAJA' })
      .where(eq(accounts.id, second.accounts.comercial.id));
    const session = await findRequestSession(
      database,
      second.subdomain,
      second.accounts.comercial.id,
      PLATFORM,
    );
    expect(session?.tenant.maintenance).toBe(true);
    expect(session?.account?.estado).toBe('BAJA');
  });

  it('answers null for a deleted distributor (its host is a 404 at once) and marks the platform', async () => {
    const platform = await findRequestSession(database, first.subdomain, null, first.subdomain);
    expect(platform?.tenant.isPlatform).toBe(true);
    expect((await findRequestSession(database, first.subdomain, null, PLATFORM))?.tenant.isPlatform).toBe(
      false,
    );
    await database.owner.update(tenants).set({ deletedAt: new Date() }).where(eq(tenants.id, second.id));
    expect(
      await findRequestSession(database, second.subdomain, second.accounts.admin.id, PLATFORM),
    ).toBeNull();
  });

  it('tells whether the account must change its password first', async () => {
    await database.owner
      .update(accounts)
      .set({ mustChangePassword: true })
      .where(eq(accounts.id, first.accounts.comercial.id));
    const session = await findRequestSession(
      database,
      first.subdomain,
      first.accounts.comercial.id,
      PLATFORM,
    );
    expect(session?.account?.mustChangePassword).toBe(true);
  });
});
