import { desc, sql } from 'drizzle-orm';
import type { TenantTx } from '../../db/database';
import { credenciales } from '../../db/schema/personas';
import type { CredentialsCipher } from './credentials-cipher';

export interface CredencialDescifrada {
  username: string;
  password: string;
  cookie: string | null;
}

/**
 * Issue 18: the credential an operator adapter sends, decrypted only for that call (decision
 * 170): the distributor's credential whose portal name is the provider's slug (any case), the
 * newest if several. Null when there is none or it has no password; a value that does not
 * decrypt (another key, copied from another tenant) throws UndecryptableSecret.
 */
export async function credencialDelPortal(
  tx: TenantTx,
  cipher: CredentialsCipher,
  portal: string,
): Promise<CredencialDescifrada | null> {
  const [row] = await tx
    .select({
      username: credenciales.username,
      password: credenciales.passwordCifrada,
      cookie: credenciales.cookieCifrada,
    })
    .from(credenciales)
    .where(
      sql`${credenciales.tenantId} = ${tx.tenantId} AND lower(${credenciales.nombrePortal}) = lower(${portal})`,
    )
    .orderBy(desc(credenciales.updatedOn), desc(credenciales.id))
    .limit(1);
  if (!row?.password) return null;
  return {
    username: row.username,
    password: cipher.decrypt(tx.tenantId, 'password', row.password),
    cookie: row.cookie ? cipher.decrypt(tx.tenantId, 'cookie', row.cookie) : null,
  };
}
