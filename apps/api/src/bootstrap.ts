import { loadConfig } from './config';
import { openDatabase } from './db/open-database';
import { ensurePlatformData } from './db/seed/platform-data';
import { replaceDemoPasswords } from './install/demo-passwords';
import { bootstrapPlatformAdmin } from './install/platform-admin';
import { RETIRE_DEMO_OPTION } from './install/production-start';

/**
 * `npm run bootstrap`: a new installation's first administrator (issue 28). Creates the platform
 * distributor and its first SuperAdmin and prints a one-time password, changed at first login;
 * run again, it changes nothing and says so. `-- --retirar-demo` gives every account still on the
 * demo's password a one-time password instead. Uses the server's configuration (DATABASE_URL, or
 * the embedded database in DATA_DIR, which the server must not have open at the same time).
 */
async function main(): Promise<number> {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pooler: config.databasePooler,
    dataDir: config.dataDir,
  });
  try {
    await ensurePlatformData(database);
    if (process.argv.includes(RETIRE_DEMO_OPTION)) {
      const replaced = await replaceDemoPasswords(database);
      if (replaced.length === 0) console.log('Ninguna cuenta tiene la contraseña de demostración.');
      for (const account of replaced) {
        console.log(
          `${account.username}@${account.subdomain}: contraseña de un solo uso ${account.password}`,
        );
      }
      if (replaced.length > 0) console.log('Cada cuenta deberá cambiarla al iniciar sesión.');
      return 0;
    }
    const result = await bootstrapPlatformAdmin(database, config.platformTenant);
    if (!result.created) {
      console.log(result.reason);
      return 0;
    }
    console.log(`Distribuidor de plataforma: ${result.subdomain} (http://${result.subdomain}.<su dominio>)`);
    console.log(`Usuario: ${result.username}`);
    console.log(`Contraseña de un solo uso: ${result.password}`);
    console.log('Se pedirá cambiarla en el primer inicio de sesión. No se volverá a mostrar.');
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
