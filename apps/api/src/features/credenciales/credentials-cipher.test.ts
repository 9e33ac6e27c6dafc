import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { decodeCredentialsKey, loadConfig } from '../../config';
import { credentialsCipher, UndecryptableSecret } from './credentials-cipher';
import { resolveCredentialsKey } from './credentials-key-file';

const KEY = randomBytes(32).toString('base64');
const cipher = credentialsCipher(KEY);

/** Changes the ciphertext's first character (its last may only carry padding bits). */
const tamperFirstDataCharacter = (stored: string) => {
  const parts = stored.split('.');
  const data = parts[4] ?? '';
  parts[4] = (data.startsWith('A') ? 'B' : 'A') + data.slice(1);
  return parts.join('.');
};

const reasonOf = (work: () => unknown) => {
  try {
    work();
    return 'decrypted';
  } catch (error) {
    return error instanceof UndecryptableSecret ? error.reason : 'other error';
  }
};

describe('credentialsCipher', () => {
  it('decrypts what it encrypted for the same tenant and field', () => {
    const stored = cipher.encrypt(7, 'password', 'contraseña ñ 🙂');
    expect(cipher.decrypt(7, 'password', stored)).toBe('contraseña ñ 🙂');
  });

  it('writes the versioned format with this key id and never the plaintext', () => {
    const stored = cipher.encrypt(7, 'cookie', 'sessionid=abc');
    expect(stored.split('.')).toHaveLength(5);
    expect(stored.startsWith(`v1.${cipher.keyId}.`)).toBe(true);
    expect(stored).not.toContain('sessionid');
  });

  it('uses a fresh IV for every value, so equal secrets give different texts', () => {
    expect(cipher.encrypt(7, 'password', 'igual')).not.toBe(cipher.encrypt(7, 'password', 'igual'));
  });

  it.each([
    [
      'another tenant',
      (stored: string) => reasonOf(() => cipher.decrypt(8, 'password', stored)),
      'not-authentic',
    ],
    [
      'the other field',
      (stored: string) => reasonOf(() => cipher.decrypt(7, 'cookie', stored)),
      'not-authentic',
    ],
    [
      'another key',
      (stored: string) =>
        reasonOf(() => credentialsCipher(randomBytes(32).toString('base64')).decrypt(7, 'password', stored)),
      'other-key',
    ],
    [
      'a changed ciphertext',
      (stored: string) => reasonOf(() => cipher.decrypt(7, 'password', tamperFirstDataCharacter(stored))),
      'not-authentic',
    ],
    ['plain text', () => reasonOf(() => cipher.decrypt(7, 'password', 'secreto')), 'format'],
    [
      'a future version',
      (stored: string) => reasonOf(() => cipher.decrypt(7, 'password', stored.replace(/^v1/, 'v2'))),
      'format',
    ],
  ])('refuses a value read with %s (%s)', (_case, attempt, reason) => {
    expect(attempt(cipher.encrypt(7, 'password', 'secreto'))).toBe(reason);
  });

  it('names the key a value was written with', () => {
    expect(cipher.keyIdOf(cipher.encrypt(1, 'cookie', 'c'))).toBe(cipher.keyId);
    expect(cipher.keyIdOf('no es un valor cifrado')).toBeNull();
  });

  it('keeps the key out of anything a log line could print', () => {
    const raw = decodeCredentialsKey(KEY)!;
    const printed = JSON.stringify(cipher) + String(Object.values(cipher));
    expect(printed).not.toContain(KEY);
    expect(printed).not.toContain(raw.toString('hex'));
  });
});

describe('decodeCredentialsKey', () => {
  it.each([
    ['32 random bytes in base64', KEY, true],
    ['the same with spaces around', ` ${KEY}\n`, true],
    ['16 bytes', randomBytes(16).toString('base64'), false],
    ['48 bytes', randomBytes(48).toString('base64'), false],
    ['base64url with - or _', '-'.repeat(43) + '=', false],
    ['a passphrase', 'mi clave secreta de treinta y dos!', false],
    ['nothing', '', false],
  ])('%s: %s', (_case, text, valid) => {
    expect(decodeCredentialsKey(text) !== null).toBe(valid);
  });

  it('refuses a bad CREDENTIALS_KEY at start-up with a Spanish message naming it', () => {
    expect(() => loadConfig({ CREDENTIALS_KEY: 'corta' })).toThrow(
      /CREDENTIALS_KEY debe ser una clave de 32 bytes/,
    );
    expect(loadConfig({ CREDENTIALS_KEY: KEY }).credentialsKey).toBe(KEY);
  });
});

describe('resolveCredentialsKey', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'ventas-credentials-key-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const embedded = { credentialsKey: undefined, databaseUrl: undefined, dataDir };

  it('prefers CREDENTIALS_KEY', () => {
    expect(resolveCredentialsKey({ ...embedded, credentialsKey: KEY }, { create: true })).toBe(KEY);
  });

  it('generates a key in DATA_DIR once, readable only by its owner, and reuses it', () => {
    const first = resolveCredentialsKey(embedded, { create: true });
    expect(decodeCredentialsKey(first)).not.toBeNull();
    expect(resolveCredentialsKey(embedded, { create: true })).toBe(first);
    expect(statSync(join(dataDir, 'credentials-key')).mode & 0o077).toBe(0);
    expect(readFileSync(join(dataDir, 'credentials-key'), 'utf8')).toBe(first);
  });

  it('refuses to start with DATABASE_URL and no key', () => {
    expect(() =>
      resolveCredentialsKey({ ...embedded, databaseUrl: 'postgres://x/y' }, { create: true }),
    ).toThrow(/Falta CREDENTIALS_KEY/);
  });

  it('refuses a key file that does not hold 32 bytes', () => {
    const other = mkdtempSync(join(tmpdir(), 'ventas-credentials-key-'));
    writeFileSync(join(other, 'credentials-key'), 'estropeada');
    expect(() => resolveCredentialsKey({ ...embedded, dataDir: other }, { create: true })).toThrow(
      /no contiene una clave de 32 bytes/,
    );
    rmSync(other, { recursive: true, force: true });
  });

  it('does not create a key when asked only to read one (the rotation command)', () => {
    const other = mkdtempSync(join(tmpdir(), 'ventas-credentials-key-'));
    expect(() => resolveCredentialsKey({ ...embedded, dataDir: other }, { create: false })).toThrow(
      /No hay clave de credenciales/,
    );
    rmSync(other, { recursive: true, force: true });
  });
});
