import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { accounts } from '../../db/schema/accounts';

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
};

export type SessionAccount = {
  id: number;
  username: string;
  passwordHash: string;
  nombre: string;
  apellidos: string;
  rol: number;
  isAdmin: boolean;
  estado: string;
  tipoComercial: string;
};

export async function findAccountByUsername(
  tx: Tx,
  tenantId: number,
  username: string,
): Promise<SessionAccount | null> {
  const [row] = await tx
    .select(sessionColumns)
    .from(accounts)
    .where(and(eq(accounts.tenantId, tenantId), eq(accounts.username, username)));
  return row ?? null;
}

export async function findAccountById(tx: Tx, tenantId: number, id: number): Promise<SessionAccount | null> {
  const [row] = await tx
    .select(sessionColumns)
    .from(accounts)
    .where(and(eq(accounts.tenantId, tenantId), eq(accounts.id, id)));
  return row ?? null;
}

/** Accounts on BAJA (left the company) or INACTIVO cannot sign in (docs/decisions.md). */
export function canSignIn(account: Pick<SessionAccount, 'estado'>): boolean {
  return account.estado !== 'BAJA' && account.estado !== 'INACTIVO';
}

/** SPEC §3: display name is the full name, else the username. */
export function displayName(account: Pick<SessionAccount, 'nombre' | 'apellidos' | 'username'>): string {
  const full = `${account.nombre} ${account.apellidos}`.trim();
  return full || account.username;
}
