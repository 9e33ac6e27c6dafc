import { and, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { CuentaUpdate } from '@ventas/domain/cuentas/cuenta-form';
import type { CuentaActual } from '@ventas/domain/cuentas/reglas-cuentas';
import { parsedRows, type TenantTx } from '../../db/database';
import { accounts } from '../../db/schema/accounts';

/** Writes and rule reads of `accounts` for /api/cuentas/entradas/ (the list is cuentas.list.ts). */

/** A live account (not deleted with history) as the rules read it; null if there is none. */
export async function findCuentaActual(tx: TenantTx, id: number): Promise<CuentaActual | null> {
  const [row] = await tx
    .select({
      id: accounts.id,
      rol: accounts.rol,
      estado: accounts.estado,
      username: accounts.username,
      tipoComercial: accounts.tipoComercial,
      costoGeneral: accounts.costoGeneral,
    })
    .from(accounts)
    .where(and(eq(accounts.tenantId, tx.tenantId), eq(accounts.id, id), isNull(accounts.eliminadaEl)));
  return row ?? null;
}

/**
 * The distributor's SuperAdmins that can sign in (the last one is protected). Their rows are
 * locked to the end of the transaction, so two requests cannot each demote one of the last two.
 */
export async function countSuperAdminsActivos(tx: TenantTx): Promise<number> {
  const rows = parsedRows(
    await tx.execute(sql`SELECT id FROM accounts
      WHERE tenant_id = ${tx.tenantId} AND rol = 1 AND eliminada_el IS NULL
        AND estado NOT IN ('BAJA', 'INACTIVO')
      FOR UPDATE`),
    z.object({ id: z.number() }),
  );
  return rows.length;
}

/** Whether another account of the tenant (deleted ones included) has this username, case aside. */
export async function usernameOcupado(tx: TenantTx, username: string, exceptId?: number): Promise<boolean> {
  const rows = parsedRows(
    await tx.execute(sql`SELECT 1 AS ocupado FROM accounts WHERE tenant_id = ${tx.tenantId}
      AND lower(username) = lower(${username}) ${exceptId === undefined ? sql`` : sql`AND id <> ${exceptId}`}
      LIMIT 1`),
    z.object({ ocupado: z.literal(1) }),
  );
  return rows.length > 0;
}

/** The form's fields as columns; absent stays absent, null clears (NOT NULL names become ''). */
export function columnasDe(form: CuentaUpdate): Partial<typeof accounts.$inferInsert> {
  const set: Partial<typeof accounts.$inferInsert> = {};
  if (form.username !== undefined) set.username = form.username;
  if (form.nombre !== undefined) set.nombre = form.nombre ?? '';
  if (form.apellidos !== undefined) set.apellidos = form.apellidos ?? '';
  if (form.rol !== undefined) set.rol = form.rol.id;
  if (form.documento !== undefined) set.documento = form.documento;
  if (form.tipoDocumento !== undefined)
    set.tipoDocumento = form.documento === null ? null : form.tipoDocumento;
  if (form.numerosContacto !== undefined) set.numerosContacto = form.numerosContacto;
  if (form.email !== undefined) set.email = form.email;
  if (form.direccion !== undefined) set.direccion = form.direccion;
  if (form.cp !== undefined) set.cp = form.cp;
  if (form.localidad !== undefined) set.localidad = form.localidad;
  if (form.costoGeneral !== undefined) set.costoGeneral = form.costoGeneral;
  if (form.nuss !== undefined) set.nuss = form.nuss;
  if (form.iban !== undefined) set.iban = form.iban;
  if (form.talla !== undefined) set.talla = form.talla;
  if (form.estado !== undefined) set.estado = form.estado;
  if (form.tipoComercial !== undefined) set.tipoComercial = form.tipoComercial;
  return set;
}

export async function insertCuenta(
  tx: TenantTx,
  values: Partial<typeof accounts.$inferInsert> & { username: string; passwordHash: string },
): Promise<number> {
  const [row] = await tx
    .insert(accounts)
    .values({ ...values, tenantId: tx.tenantId })
    .returning({ id: accounts.id });
  if (!row) throw new Error('insertCuenta');
  return row.id;
}

export async function updateCuenta(
  tx: TenantTx,
  id: number,
  set: Partial<typeof accounts.$inferInsert>,
): Promise<void> {
  await tx
    .update(accounts)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(accounts.tenantId, tx.tenantId), eq(accounts.id, id)));
}

export async function readPasswordHash(tx: TenantTx, id: number): Promise<string | null> {
  const [row] = await tx
    .select({ hash: accounts.passwordHash })
    .from(accounts)
    .where(and(eq(accounts.tenantId, tx.tenantId), eq(accounts.id, id), isNull(accounts.eliminadaEl)));
  return row?.hash ?? null;
}

/**
 * The rows that make an account's history (.scratch/decisions-cuentas-api.md): its customers,
 * attentions, notes, package notes, objectives, bags (as commercial or recommended), month
 * closings, communications written, credential reveals and the teams it leads. Holidays,
 * availability, team membership, saved views, read receipts and tokens go with the account.
 */
const HISTORIAL: ReadonlyArray<readonly [tabla: string, columnas: readonly string[]]> = [
  ['clientes', ['comercial_id', 'proxima_llamada_comercial_id']],
  ['atenciones', ['comercial_id']],
  ['notas_cliente', ['comercial_id']],
  ['paquete_additional_info', ['created_by']],
  ['objetivos', ['comercial_id']],
  ['bolsas', ['comercial_id', 'recomendado_id']],
  ['extractos_mes', ['comercial_id']],
  ['ventas_contadas', ['comercial_id']],
  ['cierres_mes_log', ['account_id']],
  ['comunicados', ['created_by']],
  ['credenciales_revelaciones', ['account_id']],
  ['teams', ['dutty_manager_id']],
];

export async function tieneHistorial(tx: TenantTx, id: number): Promise<boolean> {
  const exists = HISTORIAL.map(([tabla, columnas]) => {
    const refs = sql.join(
      columnas.map((columna) => sql`${sql.identifier(columna)} = ${id}`),
      sql` OR `,
    );
    return sql`EXISTS (SELECT 1 FROM ${sql.identifier(tabla)} WHERE tenant_id = ${tx.tenantId} AND (${refs}))`;
  });
  const [row] = parsedRows(
    await tx.execute(sql`SELECT (${sql.join(exists, sql` OR `)}) AS kept`),
    z.object({ kept: z.boolean() }),
  );
  return row?.kept === true;
}

const FK_VIOLATION = '23503';
export const UNIQUE_VIOLATION = '23505';
/** A PostgreSQL error's SQLSTATE, bare (PGlite, pg) or wrapped by drizzle (`cause`). */
export const pgCode = (error: unknown): unknown =>
  (error as { code?: unknown; cause?: { code?: unknown } }).code ??
  (error as { cause?: { code?: unknown } }).cause?.code;

/**
 * Deletes an account without history. A row of a table the list above misses (a NO ACTION
 * foreign key added later) makes the DELETE fail: it is undone to its savepoint and the
 * caller keeps the account instead. Answers whether it was deleted.
 */
export async function borrarCuenta(tx: TenantTx, id: number): Promise<boolean> {
  await tx.execute(sql`SAVEPOINT cuenta_borrar`);
  try {
    await tx.execute(sql`DELETE FROM accounts WHERE tenant_id = ${tx.tenantId} AND id = ${id}`);
  } catch (error) {
    if (pgCode(error) !== FK_VIOLATION) throw error;
    await tx.execute(sql`ROLLBACK TO SAVEPOINT cuenta_borrar`);
    return false;
  }
  await tx.execute(sql`RELEASE SAVEPOINT cuenta_borrar`);
  return true;
}

/** Keeps an account with history: INACTIVO, marked deleted, and a hash no password matches. */
export async function retirarCuenta(tx: TenantTx, id: number, unusableHash: string): Promise<void> {
  const now = new Date();
  await updateCuenta(tx, id, {
    estado: 'INACTIVO',
    eliminadaEl: now,
    passwordHash: unusableHash,
    mustChangePassword: false,
  });
}
