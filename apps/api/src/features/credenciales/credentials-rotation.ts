import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { CampoSecreto } from '@ventas/domain/credenciales/credenciales-contract';
import { parsedRows, type Database } from '../../db/database';
import type { CredentialsCipher } from './credentials-cipher';

/** Why a rotation stopped; nothing was changed. */
export class RotationRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RotationRefused';
  }
}

const STORED_ROW = z.object({
  tenant_id: z.number(),
  id: z.number(),
  password_cifrada: z.string().nullable(),
  cookie_cifrada: z.string().nullable(),
});
type StoredRow = z.output<typeof STORED_ROW>;

export interface RotationResult {
  /** Credentials whose secrets were re-encrypted. */
  credenciales: number;
  /** Distributors' outgoing mail servers whose password was re-encrypted (issue 31 §3). */
  correos: number;
  /** Secrets (passwords and cookies) re-encrypted. */
  secretos: number;
  distribuidores: number;
}

/** An outgoing mail server's sealed password (the same cipher, field 'password'). */
const STORED_CORREO = z.object({ tenant_id: z.number(), id: z.number(), password_cifrada: z.string() });

/**
 * Re-encrypts every credential secret of every tenant, and every distributor's sealed SMTP
 * password, from `from` to `to`, all or nothing: one
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
    const rows = parsedRows(
      await tx.execute(sql`SELECT tenant_id, id, password_cifrada, cookie_cifrada FROM credenciales
        WHERE password_cifrada IS NOT NULL OR cookie_cifrada IS NOT NULL
        ORDER BY tenant_id, id FOR UPDATE`),
      STORED_ROW,
    );
    let secretos = 0;
    const reencrypt = (row: StoredRow, campo: CampoSecreto, stored: string | null) => {
      if (stored === null) return null;
      secretos += 1;
      const where = `la credencial ${row.id} del distribuidor ${row.tenant_id} (${campo})`;
      return to.encrypt(
        row.tenant_id,
        campo,
        decryptForRotation(from, to, row.tenant_id, campo, stored, where),
      );
    };
    for (const row of rows) {
      const password = reencrypt(row, 'password', row.password_cifrada);
      const cookie = reencrypt(row, 'cookie', row.cookie_cifrada);
      await tx.execute(sql`UPDATE credenciales SET password_cifrada = ${password}, cookie_cifrada = ${cookie}
        WHERE tenant_id = ${row.tenant_id} AND id = ${row.id}`);
    }
    const correos = parsedRows(
      await tx.execute(sql`SELECT tenant_id, id, password_cifrada FROM correo_distribuidor
        WHERE password_cifrada IS NOT NULL ORDER BY tenant_id, id FOR UPDATE`),
      STORED_CORREO,
    );
    for (const correo of correos) {
      const where = `el correo saliente del distribuidor ${correo.tenant_id}`;
      const plain = decryptForRotation(
        from,
        to,
        correo.tenant_id,
        'password',
        correo.password_cifrada,
        where,
      );
      secretos += 1;
      await tx.execute(sql`UPDATE correo_distribuidor SET password_cifrada = ${to.encrypt(correo.tenant_id, 'password', plain)}
        WHERE tenant_id = ${correo.tenant_id} AND id = ${correo.id}`);
    }
    return {
      credenciales: rows.length,
      correos: correos.length,
      secretos,
      distribuidores: new Set([...rows, ...correos].map((row) => row.tenant_id)).size,
    };
  });
}

/** `where` names the secret in the refusal, so an operator can find the row. */
function decryptForRotation(
  from: CredentialsCipher,
  to: CredentialsCipher,
  tenantId: number,
  campo: CampoSecreto,
  stored: string,
  where: string,
): string {
  if (to.keyIdOf(stored) === to.keyId) {
    throw new RotationRefused(
      `${where} ya está cifrada con la clave nueva: ¿ya se hizo la rotación? Nada ha cambiado.`,
    );
  }
  try {
    return from.decrypt(tenantId, campo, stored);
  } catch {
    throw new RotationRefused(
      `${where} no se descifra con la clave actual: ¿es CREDENTIALS_KEY la clave con la que se cifró? Nada ha cambiado.`,
    );
  }
}
