import { and, asc, count, eq, gte, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { JoinedComercial } from '@ventas/domain/people/comercial-ref';
import type { Interval } from '@ventas/domain/time/madrid';
import type { TenantTx } from '../../db/database';
import { accounts } from '../../db/schema/accounts';
import { atenciones } from '../../db/schema/atenciones';
import { clientes, telefonosCliente } from '../../db/schema/clientes';
import { noLlamarSql } from '../no-llamar/no-llamar.public';

export interface AgendadoRow extends JoinedComercial {
  id: number;
  fechaAgendado: Date | null;
  estado: string;
  notas: string | null;
  clienteId: number;
  clienteNombre: string;
  clienteComercialId: number | null;
}

export interface AgendadoFilter {
  interval: Interval;
  /** An account id, null for the unassigned ones, undefined for everyone's. */
  comercial?: number | null;
  /** A Comercial's own list: their agendados on customers they may still work. */
  ownedBy?: number;
}

const agendadoColumns = {
  id: atenciones.id,
  fechaAgendado: atenciones.fechaAgendado,
  estado: atenciones.estado,
  notas: atenciones.notas,
  clienteId: clientes.id,
  clienteNombre: clientes.nombre,
  clienteComercialId: clientes.comercialId,
  comercialId: accounts.id,
  comercialNombre: accounts.nombre,
  comercialApellidos: accounts.apellidos,
  comercialUsername: accounts.username,
};

function selectAgendados(tx: TenantTx, where: SQL | undefined) {
  return tx
    .select(agendadoColumns)
    .from(atenciones)
    .innerJoin(
      clientes,
      and(eq(clientes.tenantId, atenciones.tenantId), eq(clientes.id, atenciones.clienteId)),
    )
    .leftJoin(
      accounts,
      and(eq(accounts.tenantId, atenciones.tenantId), eq(accounts.id, atenciones.comercialId)),
    )
    .where(and(eq(atenciones.tenantId, tx.tenantId), eq(atenciones.tipo, 'AGENDADO'), where));
}

/** The pending callbacks a filter picks: in its interval, of its commercial or owner. */
function pendingConditions(filter: AgendadoFilter): SQL | undefined {
  const { interval, comercial, ownedBy } = filter;
  const conditions: Array<SQL | undefined> = [
    eq(atenciones.estado, 'PENDIENTE'),
    isNotNull(atenciones.fechaAgendado),
    interval.from ? gte(atenciones.fechaAgendado, interval.from) : undefined,
    interval.to ? lt(atenciones.fechaAgendado, interval.to) : undefined,
  ];
  if (ownedBy !== undefined) {
    conditions.push(
      eq(atenciones.comercialId, ownedBy),
      or(isNull(clientes.comercialId), eq(clientes.comercialId, ownedBy)),
    );
  } else if (comercial === null) {
    conditions.push(isNull(atenciones.comercialId));
  } else if (comercial !== undefined) {
    conditions.push(eq(atenciones.comercialId, comercial));
  }
  return and(...conditions);
}

/** Pending callbacks in the interval, soonest first (index atenciones_tenant_agendado_idx). */
export function listPendingAgendados(
  tx: TenantTx,
  filter: AgendadoFilter,
  limit: number,
): Promise<AgendadoRow[]> {
  return selectAgendados(tx, pendingConditions(filter))
    .orderBy(asc(atenciones.fechaAgendado), asc(atenciones.id))
    .limit(limit);
}

/** How many the list would hold without its cap (issue 31: the top bar's bell). */
export async function countPendingAgendados(tx: TenantTx, filter: AgendadoFilter): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(atenciones)
    .innerJoin(
      clientes,
      and(eq(clientes.tenantId, atenciones.tenantId), eq(clientes.id, atenciones.clienteId)),
    )
    .where(
      and(eq(atenciones.tenantId, tx.tenantId), eq(atenciones.tipo, 'AGENDADO'), pendingConditions(filter)),
    );
  return row?.n ?? 0;
}

export async function findAgendado(tx: TenantTx, id: number): Promise<AgendadoRow | null> {
  const [row] = await selectAgendados(tx, eq(atenciones.id, id));
  return row ?? null;
}

export interface AgendadoChanges {
  fechaAgendado?: Date;
  notas?: string | null;
  estado?: string;
}

/**
 * Moves, annotates or closes one callback. updated_on is left alone: it is the attention's date as
 * the history shows and orders it (SPEC §4), and a change of state, time or notes is not a new
 * contact; the audit triggers (migration 0027) keep who changed what and when.
 */
export function updateAgendado(tx: TenantTx, id: number, changes: AgendadoChanges) {
  return tx
    .update(atenciones)
    .set(changes)
    .where(and(eq(atenciones.tenantId, tx.tenantId), eq(atenciones.id, id)));
}

export interface TelefonosCliente {
  telefonos: string[];
  /** Those on the do-not-call list, in the same order. */
  noLlamar: string[];
}

/** Each customer's phones, in their order, and which of them opted out (one index probe each). */
export async function telefonosByCliente(
  tx: TenantTx,
  clienteIds: readonly number[],
): Promise<Map<number, TelefonosCliente>> {
  const byCliente = new Map<number, TelefonosCliente>();
  if (clienteIds.length === 0) return byCliente;
  const rows = await tx
    .select({
      clienteId: telefonosCliente.clienteId,
      telefono: telefonosCliente.telefono,
      noLlamar: sql<boolean>`${noLlamarSql(sql`${telefonosCliente.tenantId}`, sql`${telefonosCliente.telefono}`)}`,
    })
    .from(telefonosCliente)
    .where(
      and(
        eq(telefonosCliente.tenantId, tx.tenantId),
        inArray(telefonosCliente.clienteId, [...new Set(clienteIds)]),
      ),
    )
    .orderBy(asc(telefonosCliente.orden), asc(telefonosCliente.id));
  for (const row of rows) {
    const entry = byCliente.get(row.clienteId) ?? { telefonos: [], noLlamar: [] };
    entry.telefonos.push(row.telefono);
    if (row.noLlamar) entry.noLlamar.push(row.telefono);
    byCliente.set(row.clienteId, entry);
  }
  return byCliente;
}

export function findAccountsByIds(tx: TenantTx, ids: readonly number[]) {
  return tx
    .select({ id: accounts.id, estado: accounts.estado })
    .from(accounts)
    .where(and(eq(accounts.tenantId, tx.tenantId), inArray(accounts.id, [...ids])));
}

const pendingAgendadosOf = (tenantId: number, comercialId: number) =>
  and(
    eq(atenciones.tenantId, tenantId),
    eq(atenciones.tipo, 'AGENDADO'),
    eq(atenciones.estado, 'PENDIENTE'),
    eq(atenciones.comercialId, comercialId),
  );

/**
 * Hands origin's pending agendados to destination, and with them the customers of those
 * agendados that are assigned to origin (so destination may open them). Two set-based
 * statements; the caller's transaction makes them one change. updated_on is left alone:
 * a reassignment is not a contact and must not reorder histories or lists.
 */
export async function moveScheduled(tx: TenantTx, origin: number, destination: number) {
  const clientesMoved = await tx
    .update(clientes)
    .set({ comercialId: destination })
    .where(
      and(
        eq(clientes.tenantId, tx.tenantId),
        eq(clientes.comercialId, origin),
        inArray(
          clientes.id,
          tx
            .select({ id: atenciones.clienteId })
            .from(atenciones)
            .where(pendingAgendadosOf(tx.tenantId, origin)),
        ),
      ),
    )
    .returning({ id: clientes.id });
  const agendadosMoved = await tx
    .update(atenciones)
    .set({ comercialId: destination })
    .where(pendingAgendadosOf(tx.tenantId, origin))
    .returning({ id: atenciones.id });
  return { moved: agendadosMoved.length, clientes: clientesMoved.length };
}
