import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { buildApp } from './app';
import { loadConfig, type Config } from './config';
import { assertRowLevelSecurityHolds, type Database } from './db/database';
import { openDatabase } from './db/open-database';
import { withStartupLock } from './db/startup-lock';
import { demoAccessLines, seedDemoData, type DemoFeatureSeed } from './db/seed/demo-seed';
import { ensurePlatformData } from './db/seed/platform-data';
import { credencialesDemo } from './features/scraping/scraping.public';
import { seedTiendaDemo } from './features/tiendas/tiendas.public';
import { seedTutoriales } from './features/tutoriales/tutoriales.public';
import { resolveCredentialsKey } from './features/credenciales/credentials-key-file';
import { stopGracefully } from './http/graceful-stop';
import { checkProductionStart } from './install/production-start';

/**
 * Without JWT_SECRET, an embedded install keeps a generated secret beside its data so sessions
 * survive restarts. A PostgreSQL deployment (several replicas) must set it explicitly.
 */
function resolveJwtSecret(config: Config): string {
  if (config.jwtSecret) return config.jwtSecret;
  if (config.databaseUrl || !config.dataDir) {
    throw new Error(
      'Falta JWT_SECRET: es obligatorio con DATABASE_URL (todas las réplicas deben compartirlo).',
    );
  }
  mkdirSync(config.dataDir, { recursive: true });
  const file = join(config.dataDir, 'jwt-secret');
  if (!existsSync(file)) writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

// Tutorials and stores are group A's sections: the demo fills them where they show.
const enGrupoA =
  (seed: (database: Database, tenantId: number) => Promise<void>): DemoFeatureSeed =>
  (database, tenantId, groups) =>
    groups.includes('A') ? seed(database, tenantId) : Promise.resolve();

/** Features' own demo rows: the four placeholder tutorials, a store, the operator credentials. */
const demoFeatureSeeds = (config: Config & { credentialsKey: string }): readonly DemoFeatureSeed[] => [
  enGrupoA(seedTutoriales),
  enGrupoA(seedTiendaDemo),
  credencialesDemo(config.credentialsKey, config.providers.slugs),
];

async function main(): Promise<void> {
  const baseConfig = loadConfig();
  const config = {
    ...baseConfig,
    jwtSecret: resolveJwtSecret(baseConfig),
    // CREDENTIALS_KEY, else the key kept in DATA_DIR (embedded only); refuses to start without one.
    credentialsKey: resolveCredentialsKey(baseConfig, { create: true }),
  };
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pooler: config.databasePooler,
    readDatabaseUrl: config.readDatabaseUrl,
    dataDir: config.dataDir,
  });
  await assertRowLevelSecurityHolds(database);
  // Replicas started together seed once: the first to get the lock seeds, the others find it done.
  const seeded = await withStartupLock(config.databaseUrl, async () => {
    await ensurePlatformData(database);
    return config.seedDemo && (await seedDemoData(database, config.platformTenant, demoFeatureSeeds(config)));
  });
  if (seeded) console.log('Datos de demostración creados.');
  // Issue 28: refuses demo passwords; says how to create the first administrator if there is none.
  const missingAdmin = config.production ? await checkProductionStart(database, config.platformTenant) : null;
  if (missingAdmin) console.log(missingAdmin);
  const app = await buildApp({ config, database });
  // Issue 28: readiness 503 at once, in-flight requests and jobs finish or are handed back, then
  // the database closes (http/graceful-stop.ts). A second signal ends the process at once.
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    try {
      await stopGracefully(app, database, config.shutdown);
    } catch (error) {
      app.log.error({ err: error, signal }, 'the stop failed');
      process.exit(1);
    }
    app.log.info({ signal }, 'stopped');
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ host: config.host, port: config.port });
  console.log(`Ventas escuchando en http://localhost:${config.port} (distribuidor ${config.defaultTenant})`);
  if (config.seedDemo)
    console.log(['Demostración:', ...demoAccessLines(config.port, config.platformTenant)].join('\n'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
