import { count, sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createServerDatabase, serverDatabaseOptions } from '../../test/support/test-database';
import { parsedRows, type Database } from './database';
import { MIGRATIONS_FOLDER, openDatabase } from './open-database';
import { dropServerDatabase } from './recovery/recovery.test-support';
import { tenants } from './schema';
import { seedDemoData } from './seed/demo-seed';
import { ensurePlatformData } from './seed/platform-data';
import { withStartupLock } from './startup-lock';

const serverUrl = process.env['DATABASE_URL'];
const opened: Database[] = [];
let fresh: string | undefined;

afterAll(async () => {
  await Promise.all(opened.map((database) => database.close()));
  if (fresh && serverUrl) await dropServerDatabase(serverUrl, fresh);
});

/** What server.ts does before it listens: open (migrate), then the platform rows and the demo. */
async function startReplica(url: string): Promise<boolean> {
  const database = await openDatabase(serverDatabaseOptions(url));
  opened.push(database);
  return withStartupLock(url, async () => {
    await ensurePlatformData(database);
    return seedDemoData(database, 'admin');
  });
}

// Issue 30. The embedded database has one process by construction (it owns its data directory);
// the pass on a PostgreSQL server (CI's second and third API runs) starts three replicas at once.
describe('replicas started at the same moment on an empty database', () => {
  it('apply the migrations and seed the demo exactly once', { timeout: 240_000 }, async () => {
    if (!serverUrl) {
      expect(await withStartupLock(undefined, () => Promise.resolve('sin bloqueo'))).toBe('sin bloqueo');
      return;
    }
    fresh = await createServerDatabase(serverUrl, 'arranque_');
    const url = fresh;
    const seeded = await Promise.all([startReplica(url), startReplica(url), startReplica(url)]);
    expect(seeded.filter(Boolean)).toHaveLength(1);
    const database = opened[0]!;
    const applied = parsedRows(
      await database.owner.execute(sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`),
      z.object({ n: z.number() }),
    );
    expect(applied[0]?.n).toBe(readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).length);
    const [subdomains] = await database.owner
      .select({ all: count(), distinct: sql<number>`count(DISTINCT ${tenants.subdomain})::int` })
      .from(tenants);
    expect(subdomains?.all).toBe(subdomains?.distinct);
    expect(subdomains?.all).toBeGreaterThan(1);
  });
});
