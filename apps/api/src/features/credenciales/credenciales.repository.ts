import { and, desc, eq, sql } from 'drizzle-orm';
import {
  MAX_REVELACIONES,
  type CampoSecreto,
  type Revelacion,
} from '@ventas/domain/credenciales/credenciales-contract';
import { displayName } from '@ventas/domain/people/display-name';
import type { TenantTx } from '../../db/database';
import { accounts } from '../../db/schema/accounts';
import { credenciales, credencialesRevelaciones } from '../../db/schema/personas';

/** The columns a write sets; a secret absent from `values` keeps what is stored. */
export interface CredencialColumns {
  nombrePortal: string;
  url: string;
  username: string;
  passwordCifrada?: string | null;
  cookieCifrada?: string | null;
}

const inTenant = (tx: TenantTx, id: number) =>
  and(eq(credenciales.tenantId, tx.tenantId), eq(credenciales.id, id));

export async function insertCredencial(tx: TenantTx, values: CredencialColumns): Promise<number> {
  const [row] = await tx
    .insert(credenciales)
    .values({ tenantId: tx.tenantId, ...values })
    .returning({ id: credenciales.id });
  if (!row) throw new Error('credencial not inserted');
  return row.id;
}

/** False when the tenant has no such credential. */
export async function updateCredencial(
  tx: TenantTx,
  id: number,
  values: CredencialColumns,
): Promise<boolean> {
  const rows = await tx
    .update(credenciales)
    .set({ ...values, updatedOn: sql`now()` })
    .where(inTenant(tx, id))
    .returning({ id: credenciales.id });
  return rows.length > 0;
}

export async function deleteCredencial(tx: TenantTx, id: number): Promise<boolean> {
  const rows = await tx.delete(credenciales).where(inTenant(tx, id)).returning({ id: credenciales.id });
  return rows.length > 0;
}

/** The stored ciphertexts of one credential, for a reveal; null when there is none. */
export async function readSecretos(tx: TenantTx, id: number) {
  const [row] = await tx
    .select({ password: credenciales.passwordCifrada, cookie: credenciales.cookieCifrada })
    .from(credenciales)
    .where(inTenant(tx, id));
  return row ?? null;
}

export async function existsCredencial(tx: TenantTx, id: number): Promise<boolean> {
  const [row] = await tx.select({ id: credenciales.id }).from(credenciales).where(inTenant(tx, id));
  return row !== undefined;
}

/** One audit row per revealed field, all at the transaction's time. */
export async function recordRevelaciones(
  tx: TenantTx,
  values: { credencialId: number; accountId: number; campos: CampoSecreto[] },
): Promise<void> {
  if (values.campos.length === 0) return;
  await tx.insert(credencialesRevelaciones).values(
    values.campos.map((campo) => ({
      tenantId: tx.tenantId,
      credencialId: values.credencialId,
      accountId: values.accountId,
      campo,
    })),
  );
}

/** The newest reveals of a credential, with who made each. */
export async function listRevelaciones(tx: TenantTx, credencialId: number): Promise<Revelacion[]> {
  const rows = await tx
    .select({
      id: credencialesRevelaciones.id,
      campo: credencialesRevelaciones.campo,
      reveladoEl: credencialesRevelaciones.reveladoEl,
      accountId: credencialesRevelaciones.accountId,
      nombre: accounts.nombre,
      apellidos: accounts.apellidos,
      username: accounts.username,
    })
    .from(credencialesRevelaciones)
    .leftJoin(
      accounts,
      and(
        eq(accounts.tenantId, credencialesRevelaciones.tenantId),
        eq(accounts.id, credencialesRevelaciones.accountId),
      ),
    )
    .where(
      and(
        eq(credencialesRevelaciones.tenantId, tx.tenantId),
        eq(credencialesRevelaciones.credencialId, credencialId),
      ),
    )
    .orderBy(desc(credencialesRevelaciones.reveladoEl), desc(credencialesRevelaciones.id))
    .limit(MAX_REVELACIONES);
  return rows.map((row) => ({
    id: row.id,
    campo: row.campo as CampoSecreto,
    revelado_el: row.reveladoEl.toISOString(),
    cuenta: { id: row.accountId, nombre: displayName(row) || `Cuenta ${row.accountId}` },
  }));
}
