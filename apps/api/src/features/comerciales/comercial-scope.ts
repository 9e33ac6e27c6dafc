import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { EstadoCuenta } from '@ventas/domain/cuentas/account-constants';
import { hasLevel } from '@ventas/domain/permissions/access-rule';
import { parsedRows, type TenantTx } from '../../db/database';
import { forbidden, invalid, notFound } from '../../http/app-error';
import type { RequestUser } from '../../http/fastify-types';
import { intArray, textArray } from '../../lists/filter-sql';

/**
 * Whose figures a caller may read (issue 14, SPEC §6; decision 83): a Comercial their own, a
 * Manager their own and their team's (the teams they lead), Admin and above anyone's.
 */
export interface ComercialElegible {
  id: number;
  nombre: string;
  estado: string;
  tipo_comercial: string;
  /** The account's role (ROLE): Gerencia lists who sells. */
  rol: number;
}

/** selectCuentas's columns: `rol` is a smallint, the name never null (the username at least). */
const CUENTA_ROW = z.object({
  id: z.number(),
  nombre: z.string(),
  estado: z.string(),
  tipo_comercial: z.string(),
  rol: z.number(),
}) satisfies z.ZodType<ComercialElegible>;
const ID_ROW = z.object({ id: z.number() });

/**
 * SPEC §3: an account's display name in SQL — the full name, else the username (the domain's
 * `displayName` in TypeScript). `alias` names the query's `accounts` row: a constant of the query.
 */
export const nombreCuenta = (alias: string) =>
  sql.raw(`COALESCE(NULLIF(trim(${alias}.nombre || ' ' || ${alias}.apellidos), ''), ${alias}.username)`);

const NOMBRE = nombreCuenta('a');

const selectCuentas = (where: SQL) =>
  sql`SELECT a.id, ${NOMBRE} AS nombre, a.estado, a.tipo_comercial, a.rol FROM accounts a
      WHERE a.tenant_id = app_current_tenant() AND ${where} ORDER BY nombre, a.id`;

/** The accounts of the teams `managerId` leads. */
const miembrosDe = (managerId: number) =>
  sql`SELECT m.comercial_id FROM team_members m JOIN teams t ON t.tenant_id = m.tenant_id AND t.id = m.team_id
      WHERE m.tenant_id = app_current_tenant() AND t.dutty_manager_id = ${managerId}`;

/** The ids a caller may read, or null for all of the tenant (Admin and above). */
export function idsVisibles(user: RequestUser): SQL | null {
  if (hasLevel(user, 'admin')) return null;
  if (hasLevel(user, 'manager'))
    return sql`(SELECT ${user.accountId}::int UNION ${miembrosDe(user.accountId)})`;
  return sql`(SELECT ${user.accountId}::int)`;
}

/** The commercials the caller may pick, in the states asked for (SPEC §7: default ALTA). */
export async function comercialesElegibles(
  tx: TenantTx,
  user: RequestUser,
  estado: EstadoCuenta,
): Promise<ComercialElegible[]> {
  const visibles = idsVisibles(user);
  const scope = visibles === null ? sql`true` : sql`a.id IN ${visibles}`;
  return parsedRows(await tx.execute(selectCuentas(sql`${scope} AND a.estado = ${estado}`)), CUENTA_ROW);
}

/**
 * The commercial whose figures are asked for: the caller when absent. Someone else: 403 for a
 * Comercial and for a Manager outside their team, 404 when the tenant has no such account.
 */
export async function comercialPedido(
  tx: TenantTx,
  user: RequestUser,
  pedido: number | undefined,
): Promise<ComercialElegible> {
  const id = pedido ?? user.accountId;
  if (id !== user.accountId && !hasLevel(user, 'manager')) throw forbidden();
  const [cuenta] = parsedRows(await tx.execute(selectCuentas(sql`a.id = ${id}`)), CUENTA_ROW);
  if (!cuenta) throw notFound('No se ha encontrado el comercial');
  const visibles = idsVisibles(user);
  if (visibles !== null && id !== user.accountId) {
    const dentro = parsedRows(
      await tx.execute(sql`SELECT 1 AS dentro WHERE ${id}::int IN ${visibles}`),
      z.object({ dentro: z.literal(1) }),
    );
    if (dentro.length === 0) throw forbidden('El comercial no es de su equipo.');
  }
  return cuenta;
}

/** 400 naming `field` unless every id is an account of this tenant. */
export async function comprobarCuentas(tx: TenantTx, field: string, ids: readonly number[]): Promise<void> {
  const unicos = [...new Set(ids)];
  if (unicos.length === 0) return;
  const found = parsedRows(
    await tx.execute(
      sql`SELECT a.id FROM accounts a WHERE a.tenant_id = ${tx.tenantId}
          AND a.id IN (SELECT unnest(${intArray(unicos)}))`,
    ),
    ID_ROW,
  );
  const known = new Set(found.map((row) => row.id));
  const missing = unicos.filter((id) => !known.has(id));
  if (missing.length > 0) throw invalid({ [field]: [`No existe la cuenta: ${missing.join(', ')}`] });
}

/**
 * Gerencia's rows (issue 15): the tenant's accounts in these states and commercial types (none
 * given: any type), or exactly `ids` among them. Manager and above read the whole tenant there.
 */
export async function cuentasDeGerencia(
  tx: TenantTx,
  filtro: { estados: readonly string[]; tipos: readonly string[]; ids: readonly number[] | null },
): Promise<ComercialElegible[]> {
  const where: SQL[] = [sql`a.estado = ANY(${textArray(filtro.estados)})`];
  if (filtro.tipos.length) where.push(sql`a.tipo_comercial = ANY(${textArray(filtro.tipos)})`);
  if (filtro.ids) where.push(sql`a.id IN (SELECT unnest(${intArray([...filtro.ids])}))`);
  return parsedRows(await tx.execute(selectCuentas(sql.join(where, sql` AND `))), CUENTA_ROW);
}
