import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { CampoSecreto } from '@ventas/domain/credenciales/credenciales-contract';
import { decodeCredentialsKey } from '../../config';

/**
 * The operator credentials' secrets (password, cookie) at rest: AES-256-GCM from node:crypto,
 * a random 96-bit IV per value, and as associated data the tenant id and the field, so a value
 * copied to another tenant's row (or from the password to the cookie) does not decrypt.
 *
 * Stored text, version 1: `v1.<key id>.<iv>.<tag>.<ciphertext>`, each part base64url. The key
 * id (the first 8 bytes of a SHA-256 of the key) lets a failure say "other key" rather than
 * "tampered", and lets the rotation command tell an already rotated row; it reveals nothing
 * useful about a 256-bit random key.
 */
const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export type UndecryptableReason = 'format' | 'other-key' | 'not-authentic';

/** A stored value that does not open with this key for this tenant and field. */
export class UndecryptableSecret extends Error {
  constructor(readonly reason: UndecryptableReason) {
    super(`credential secret not decryptable (${reason})`);
    this.name = 'UndecryptableSecret';
  }
}

export interface CredentialsCipher {
  /** Names the key without revealing it (stored in every value). */
  readonly keyId: string;
  encrypt(tenantId: number, campo: CampoSecreto, plaintext: string): string;
  /** Throws UndecryptableSecret. */
  decrypt(tenantId: number, campo: CampoSecreto, stored: string): string;
  /** The key id a stored value names, or null if it is not a value of this format. */
  keyIdOf(stored: string): string | null;
}

const associatedData = (tenantId: number, campo: CampoSecreto) =>
  Buffer.from(`ventas/credenciales/${VERSION}/tenant:${tenantId}/${campo}`, 'utf8');

const b64 = (bytes: Buffer) => bytes.toString('base64url');

function partsOf(stored: string) {
  const parts = stored.split('.');
  if (parts.length !== 5 || parts[0] !== VERSION) return null;
  const [, keyId = '', iv = '', tag = '', data = ''] = parts;
  return { keyId, iv: Buffer.from(iv, 'base64url'), tag: Buffer.from(tag, 'base64url'), data };
}

/**
 * A cipher over a base64 key of 32 bytes. The key lives only in this closure (no property a log
 * line or an inspected object could print).
 */
export function credentialsCipher(base64Key: string): CredentialsCipher {
  const key = decodeCredentialsKey(base64Key);
  if (!key) throw new Error('La clave de credenciales debe tener 32 bytes en base64.');
  const keyId = b64(
    createHash('sha256').update('ventas-credenciales-key-id').update(key).digest().subarray(0, 8),
  );

  return {
    keyId,
    encrypt(tenantId, campo, plaintext) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(associatedData(tenantId, campo));
      const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [VERSION, keyId, b64(iv), b64(cipher.getAuthTag()), b64(data)].join('.');
    },
    decrypt(tenantId, campo, stored) {
      const parts = partsOf(stored);
      if (!parts || parts.iv.length !== IV_BYTES || parts.tag.length !== TAG_BYTES)
        throw new UndecryptableSecret('format');
      if (parts.keyId !== keyId) throw new UndecryptableSecret('other-key');
      const decipher = createDecipheriv('aes-256-gcm', key, parts.iv, { authTagLength: TAG_BYTES });
      decipher.setAAD(associatedData(tenantId, campo));
      decipher.setAuthTag(parts.tag);
      try {
        return Buffer.concat([decipher.update(parts.data, 'base64url'), decipher.final()]).toString('utf8');
      } catch {
        throw new UndecryptableSecret('not-authentic');
      }
    },
    keyIdOf(stored) {
      return partsOf(stored)?.keyId ?? null;
    },
  };
}
