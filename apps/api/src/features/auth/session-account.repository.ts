import { and, eq } from 'drizzle-orm';
import type { TenantTx } from '../../db/database';
import { accounts } from '../../db/schema/accounts';
import type { SignedInAccount } from '../../session/signed-in-account';

/** The account columns a session needs; nothing else leaves this module. */
const sessionColumns = {
  id: accounts.id,
  username: accounts.username,
  passwordHash: accounts.passwordHash,
  nombre: accounts.nombre,
  apellidos: accounts.apellidos,
  rol: accounts.rol,
  isAdmin: accounts.isAdmin,
  estado: accounts.estado,
  tipoComercial: accounts.tipoComercial,
  mustChangePassword: accounts.mustChangePassword,
};

/** The request session's account plus what only sign-in needs. */
export type SessionAccount = SignedInAccount & { passwordHash: string };

export async function findAccountByUsername(tx: TenantTx, username: string): Promise<SessionAccount | null> {
  const [row] = await tx
    .select(sessionColumns)
    .from(accounts)
    .where(and(eq(accounts.tenantId, tx.tenantId), eq(accounts.username, username)));
  return row ?? null;
}

export async function findAccountById(tx: TenantTx, id: number): Promise<SessionAccount | null> {
  const [row] = await tx
    .select(sessionColumns)
    .from(accounts)
    .where(and(eq(accounts.tenantId, tx.tenantId), eq(accounts.id, id)));
  return row ?? null;
}
