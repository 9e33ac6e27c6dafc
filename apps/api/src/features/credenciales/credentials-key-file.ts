import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { decodeCredentialsKey, type Config } from '../../config';

type KeyConfig = Pick<Config, 'credentialsKey' | 'databaseUrl' | 'dataDir'>;

/** Where an embedded install keeps its generated key (beside `jwt-secret`). */
export function credentialsKeyFile(config: KeyConfig): string | null {
  if (config.credentialsKey || config.databaseUrl || !config.dataDir) return null;
  return join(config.dataDir, 'credentials-key');
}

/**
 * The credentials key: CREDENTIALS_KEY, or (embedded PGlite only) the key kept in DATA_DIR,
 * generated on first start when `create` is set, as the JWT secret is. A PostgreSQL deployment
 * must set CREDENTIALS_KEY: its replicas must share it, and a key generated on one disk would
 * leave the others unable to read what it wrote.
 */
export function resolveCredentialsKey(config: KeyConfig, options: { create: boolean }): string {
  if (config.credentialsKey) return config.credentialsKey;
  const file = credentialsKeyFile(config);
  if (!file) {
    throw new Error(
      'Falta CREDENTIALS_KEY: es obligatoria con DATABASE_URL (todas las réplicas deben compartirla). Genere una con: openssl rand -base64 32',
    );
  }
  if (!existsSync(file)) {
    if (!options.create) throw new Error(`No hay clave de credenciales: falta ${file} y CREDENTIALS_KEY.`);
    mkdirSync(config.dataDir ?? '.', { recursive: true });
    writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600 });
  }
  const key = readFileSync(file, 'utf8').trim();
  if (!decodeCredentialsKey(key)) {
    throw new Error(`${file} no contiene una clave de 32 bytes en base64 (la de las credenciales).`);
  }
  return key;
}
