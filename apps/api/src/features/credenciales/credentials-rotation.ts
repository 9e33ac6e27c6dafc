import { sql } from 'drizzle-orm';
import type { CampoSecreto } from '@ventas/domain/credenciales/credenciales-contract';
import { rowsOf, type Database } from '../../db/database';
import type { CredentialsCipher } from './credentials-cipher';

/** Why a rotation stopped; nothing was changed. */
export class RotationRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RotationRefused';
  }
}

interface StoredRow {
  tenant_id: number;
  id: number;
  password_cifrada: string | null;
  cookie_cifrada: string | null;
}

export interface RotationResult {
  /** Credentials whose secrets were re-encrypted. */
  credenciales: number;
  /** Secrets (passwords and cookies) re-encrypted. */
  secretos: number;
  distribuidores: number;
}

/**
 * Re-encrypts every credential secret of every tenant from `from` to `to`, all or nothing: one
 * transaction as the database owner (it crosses tenants), the rows locked, each value decrypted
 * with its own tenant as associated data. A value that does not open with `from` (a wrong key, a
 * second run, a row moved between tenants) stops the rotation and rolls everything back.
 * `updated_on` is left alone: a rotation is not an edit.
 */
export async function rotateCredentialsKey(
  database: Database,
  from: CredentialsCipher,
  to: CredentialsCipher,
): Promise<RotationResult> {
  if (from.keyId === to.keyId) throw new RotationRefused('La clave nueva es la misma que la actual.');
  return database.owner.transaction(async (tx) => {
    const rows = rowsOf<StoredRow>(
      await tx.execute(sql`SELECT tenant_id, id, password_cifrada, cookie_cifrada FROM credenciales
        WHERE password_cifrada IS NOT NULL OR cookie_cifrada IS NOT NULL
        ORDER BY tenant_id, id FOR UPDATE`),
    );
    let secretos = 0;
    const reencrypt = (row: StoredRow, campo: CampoSecreto, stored: string | null) => {
      if (stored === null) return null;
      secretos += 1;
      return to.encrypt(row.tenant_id, campo, decryptForRotation(from, to, row, campo, stored));
    };
    for (const row of rows) {
      const password = reencrypt(row, 'password', row.password_cifrada);
      const cookie = reencrypt(row, 'cookie', row.cookie_cifrada);
      await tx.execute(sql`UPDATE credenciales SET password_cifrada = ${password}, cookie_cifrada = ${cookie}
        WHERE tenant_id = ${row.tenant_id} AND id = ${row.id}`);
    }
    return {
      credenciales: rows.length,
      secretos,
      distribuidores: new Set(rows.map((row) => row.tenant_id)).size,
    };
  });
}

function decryptForRotation(
  from: CredentialsCipher,
  to: CredentialsCipher,
  row: StoredRow,
  campo: CampoSecreto,
  stored: string,
): string {
  const where = `la credencial ${row.id} del distribuidor ${row.tenant_id} (${campo})`;
  if (to.keyIdOf(stored) === to.keyId) {
    throw new RotationRefused(
      `${where} ya está cifrada con la clave nueva: ¿ya se hizo la rotación? Nada ha cambiado.`,
    );
  }
  try {
    return from.decrypt(row.tenant_id, campo, stored);
  } catch {
    throw new RotationRefused(
      `${where} no se descifra con la clave actual: ¿es CREDENTIALS_KEY la clave con la que se cifró? Nada ha cambiado.`,
    );
  }
}
