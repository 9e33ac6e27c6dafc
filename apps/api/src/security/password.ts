import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane (~15 ms here).
// `Algorithm` is an ambient const enum (unusable with isolated modules): 2 is Argon2id.
const ARGON2ID = 2;
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies against the stored hash, or against a throw-away one when the user does not exist,
 * so a wrong username costs the same time as a wrong password (no account enumeration).
 */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (storedHash === null) {
    dummyHash ??= hashPassword('ventas-no-account');
    await verify(await dummyHash, password);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

/**
 * A stored value no password verifies against (not an argon2 string: `verify` rejects it and
 * verifyPassword answers false), for an account that must never sign in again (a deleted one
 * kept for its history). Random, so no two such accounts share it.
 */
export function unusablePasswordHash(): string {
  return `!sin-acceso!${randomBytes(16).toString('base64url')}`;
}
