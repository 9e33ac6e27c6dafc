import { existsSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/open-database';
import { credentialsCipher } from './credentials-cipher';
import { credentialsKeyFile, resolveCredentialsKey } from './credentials-key-file';
import { rotateCredentialsKey } from './credentials-rotation';

/**
 * `npm run credentials:rotate` (docs/architecture.md): re-encrypts every operator credential of
 * every distributor from the current key (CREDENTIALS_KEY, or DATA_DIR/credentials-key) to
 * CREDENTIALS_NEW_KEY in one transaction. Stop the server first (an embedded PGlite admits one
 * process; a running server keeps the old key). With the key file, the new key replaces it only
 * after the transaction commits; with CREDENTIALS_KEY, set it to the new key before restarting.
 * Never prints a key.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.credentialsNewKey) {
    throw new Error('Falta CREDENTIALS_NEW_KEY: la clave nueva (genere una con: openssl rand -base64 32).');
  }
  const from = credentialsCipher(resolveCredentialsKey(config, { create: false }));
  const to = credentialsCipher(config.credentialsNewKey);
  const keyFile = credentialsKeyFile(config);
  const pending = keyFile && `${keyFile}.new`;
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pooler: config.databasePooler,
    dataDir: config.dataDir,
  });
  try {
    if (pending) writeFileSync(pending, config.credentialsNewKey, { mode: 0o600 });
    const result = await rotateCredentialsKey(database, from, to);
    if (keyFile && pending) renameSync(pending, keyFile);
    console.log(
      `Rotación hecha: ${result.secretos} secretos de ${result.credenciales} credenciales y ${result.correos} servidores de correo en ${result.distribuidores} distribuidores, cifrados con la clave nueva.`,
    );
    console.log(
      keyFile
        ? `La clave nueva ha sustituido a ${keyFile}. Ya puede arrancar el servidor.`
        : 'Ponga CREDENTIALS_KEY con la clave nueva en todas las réplicas antes de arrancarlas.',
    );
  } finally {
    if (pending && existsSync(pending)) rmSync(pending);
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
