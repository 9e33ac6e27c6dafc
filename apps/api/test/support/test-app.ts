import { sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { RoleId } from '@ventas/domain/permissions/roles';
import { buildApp } from '../../src/app';
import { loadConfig, type Config, type FileStorage } from '../../src/config';
import type { Database } from '../../src/db/database';
import { createAccount, createTenant } from '../../src/db/seed/tenant-factory';
import { createAppExportFiles, type ExportFiles } from '../../src/jobs/export-files';
import { watchForSecrets } from './secret-scan';
import { testDatabase } from './test-database';
import { trackTestApp } from './open-test-apps';

export const TEST_PASSWORD = 'prueba-1234';

/**
 * The export files (uploads and reports) of this test process, in a folder of its own. With the
 * default DATA_DIR every test process, test run and `npm start` shared ./data/exports/<tenant id>;
 * tenant ids repeat between their databases and test files remove their tenants' folders, so an
 * import whose upload vanished failed or waited (the flaky import test).
 */
let processDataDir: string | undefined;
/** The worker's credentials key (see the app config below). */
const WORKER_CREDENTIALS_KEY = randomBytes(32).toString('base64');

export function testDataDir(): string {
  if (!processDataDir) {
    const dir = mkdtempSync(join(tmpdir(), 'ventas-api-test-'));
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    processDataDir = dir;
  }
  return processDataDir;
}

export interface TestAppOptions {
  /** Where a response carrying a secret is reported (console.error by default: the test fails). */
  onSecret?: (message: string) => void;
  /** Extra routes a test registers before the app is ready (e.g. one that leaks on purpose). */
  beforeReady?: (app: FastifyInstance) => void;
  /** Receives every log line (info and above) instead of silence. */
  logStream?: { write(line: string): void };
  /** A database of the test's own (privateTestDatabase) instead of the worker's. */
  database?: Database;
}

/** Where a test app keeps its files: as a server on the worker's engine would (decision 225). */
export function testFileStorage(database: Database): FileStorage {
  return database.engine === 'postgres' ? 'database' : 'disk';
}

/** The file store of the test apps on `database`: what their jobs write and their downloads read. */
export function appFiles(database: Database): ExportFiles {
  return createAppExportFiles({ dataDir: testDataDir(), fileStorage: testFileStorage(database) }, database);
}

/**
 * The real app on the worker's real database; only limits are tuned per test. Every JSON
 * response is scanned for secrets (secret-scan.ts), so every API test checks that for free.
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  options: TestAppOptions = {},
): Promise<{ app: FastifyInstance; database: Database }> {
  const database = options.database ?? (await testDatabase());
  // The worker's database outlives each file's app: a job an earlier file left queued or running
  // (its app closed first) would be the first this app's runner takes, and a test then waited
  // behind another file's work (a 500,000-row dry run). Nothing else runs in the worker now.
  // A database of the test's own is left as it is: its jobs are the test's (a restored copy).
  if (!options.database)
    await database.owner.execute(
      sql`UPDATE jobs SET state = 'FAILURE', error = 'Prueba anterior terminada', locked_at = NULL
          WHERE state IN ('PENDING', 'STARTED')`,
    );
  const config: Config = {
    ...loadConfig({ NODE_ENV: 'test' }),
    logLevel: 'silent',
    jwtSecret: randomBytes(32).toString('hex'),
    // One key for every app of the worker, as replicas share theirs: a job sealed by one app (an
    // offer's mail, its SMTP password) may be claimed by another's runner on the same database.
    credentialsKey: WORKER_CREDENTIALS_KEY,
    webDistDir: null,
    loginMaxPerIpPerMinute: 1000,
    dataDir: testDataDir(),
    fileStorage: testFileStorage(database),
    ...overrides,
  };
  const app = await buildApp({ config, database, logStream: options.logStream });
  watchForSecrets(app, options.onSecret ?? ((message) => console.error(message)));
  options.beforeReady?.(app);
  await app.ready();
  trackTestApp(app);
  return { app, database };
}

export interface TestTenant {
  id: number;
  subdomain: string;
  host: string;
  accounts: Record<'superadmin' | 'admin' | 'manager' | 'comercial', { id: number; username: string }>;
}

const ROLE_USERNAMES: ReadonlyArray<['superadmin' | 'admin' | 'manager' | 'comercial', RoleId]> = [
  ['superadmin', 1],
  ['admin', 2],
  ['manager', 3],
  ['comercial', 4],
];

/** A fresh tenant with one account per role, so tests never share rows. */
export async function createTestTenant(
  database: Database,
  options: { groups?: readonly string[]; maintenance?: boolean } = {},
): Promise<TestTenant> {
  const subdomain = `t${randomBytes(5).toString('hex')}`;
  const tenant = await createTenant(database, {
    name: `Prueba ${subdomain}`,
    subdomain,
    groups: options.groups ?? ['A'],
    maintenance: options.maintenance ?? false,
  });
  const accounts = {} as TestTenant['accounts'];
  for (const [username, rol] of ROLE_USERNAMES) {
    const { id } = await createAccount(database, tenant.id, {
      username,
      password: TEST_PASSWORD,
      rol,
      nombre: username[0]?.toUpperCase() + username.slice(1),
      apellidos: 'Prueba',
    });
    accounts[username] = { id, username };
  }
  return { id: tenant.id, subdomain, host: `${subdomain}.localhost`, accounts };
}

export async function login(
  app: FastifyInstance,
  tenant: Pick<TestTenant, 'host'>,
  username: string,
  password = TEST_PASSWORD,
): Promise<{ access: string; refresh: string }> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/token/',
    headers: { host: tenant.host },
    payload: { username, password },
  });
  if (response.statusCode !== 200) {
    throw new Error(`login ${username}@${tenant.host}: ${response.statusCode} ${response.body}`);
  }
  return response.json();
}

export function bearer(token: string, host: string): Record<string, string> {
  return { host, authorization: `Bearer ${token}` };
}
