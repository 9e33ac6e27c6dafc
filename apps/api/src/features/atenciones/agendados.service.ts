import type { EstadoCuenta } from '@ventas/domain/cuentas/account-constants';
import { toComercialRef } from '@ventas/domain/people/comercial-ref';
import type {
  AgendadosCuenta,
  AgendadoView,
  MoveScheduledResult,
} from '@ventas/domain/telework/atenciones-contract';
import { agendadoRangeInterval } from '@ventas/domain/telework/agendado-range';
import {
  canEditAgendadoOf,
  canSeeCliente,
  seesAllClientes,
  type ClienteViewer,
} from '@ventas/domain/telework/cliente-scope';
import { TELEWORK_LIMITS } from '@ventas/domain/telework/telework-limits';
import type { AgendadosQuery, AgendadoUpdate } from '@ventas/domain/telework/telework-schemas';
import { madridDaysInterval, type Interval } from '@ventas/domain/time/madrid';
import type { Database, TenantTx } from '../../db/database';
import { invalid, notFound } from '../../http/app-error';
import {
  countPendingAgendados,
  findAccountsByIds,
  findAgendado,
  listPendingAgendados,
  moveScheduled,
  telefonosByCliente,
  updateAgendado,
  type AgendadoFilter,
  type AgendadoRow,
  type TelefonosCliente,
} from './agendados.repository';

const AGENDADO_NO_ENCONTRADO = 'No se ha encontrado el agendado';
const AGENDADO_NO_PENDIENTE = 'Solo se puede modificar un agendado pendiente';
const CUENTA_NO_EXISTE = 'La cuenta no existe en este distribuidor';
const CUENTA_NO_ACTIVA = 'La cuenta de destino está de baja o inactiva';

const SIN_TELEFONOS: TelefonosCliente = { telefonos: [], noLlamar: [] };

function toAgendadoView(row: AgendadoRow, { telefonos, noLlamar }: TelefonosCliente): AgendadoView {
  return {
    id: row.id,
    fechaAgendado: row.fechaAgendado?.toISOString() ?? null,
    estado: row.estado,
    notas: row.notas,
    cliente: { id: row.clienteId, nombre: row.clienteNombre, telefonos, telefonos_no_llamar: noLlamar },
    comercial: toComercialRef(row),
  };
}

async function withTelefonos(tx: TenantTx, rows: AgendadoRow[]): Promise<AgendadoView[]> {
  const telefonos = await telefonosByCliente(
    tx,
    rows.map((row) => row.clienteId),
  );
  return rows.map((row) => toAgendadoView(row, telefonos.get(row.clienteId) ?? SIN_TELEFONOS));
}

/** Both windows apply when both are given (their intersection). */
function intersect(a: Interval, b: Interval): Interval {
  const later = (x: Date | null, y: Date | null) => (x && y ? (x > y ? x : y) : (x ?? y));
  const earlier = (x: Date | null, y: Date | null) => (x && y ? (x < y ? x : y) : (x ?? y));
  return { from: later(a.from, b.from), to: earlier(a.to, b.to) };
}

/**
 * The pending callbacks a query asks for, in a window (Madrid days). A Comercial always gets only
 * their own, on customers they may still work, whatever `comercial` says; others may pick one or
 * 'null'.
 */
function agendadoFilterOf(viewer: ClienteViewer, query: AgendadosQuery, now: Date): AgendadoFilter {
  const range = query.range;
  const named: Interval =
    range === undefined
      ? { from: null, to: null }
      : typeof range === 'string'
        ? agendadoRangeInterval(range, now)
        : madridDaysInterval(range.after, range.before);
  const interval = intersect(
    named,
    madridDaysInterval(query.fecha_agendado_after, query.fecha_agendado_before),
  );
  const scope = seesAllClientes(viewer)
    ? { comercial: query.comercial === 'null' ? null : query.comercial }
    : { ownedBy: viewer.accountId };
  return { interval, ...scope };
}

/** GET /api/clientes/agendados/: the pending callbacks a query picks, soonest first, capped. */
export function listAgendados(
  database: Database,
  tenantId: number,
  viewer: ClienteViewer,
  query: AgendadosQuery,
  now: Date = new Date(),
): Promise<AgendadoView[]> {
  const filter = agendadoFilterOf(viewer, query, now);
  return database.tenant(tenantId, async (tx) => {
    const rows = await listPendingAgendados(tx, filter, TELEWORK_LIMITS.agendadosMaxRows);
    return withTelefonos(tx, rows);
  });
}

/** GET /api/clientes/agendados/cuenta/ (issue 31): how many the list holds, without its cap. */
export function countAgendados(
  database: Database,
  tenantId: number,
  viewer: ClienteViewer,
  query: AgendadosQuery,
  now: Date = new Date(),
): Promise<AgendadosCuenta> {
  const filter = agendadoFilterOf(viewer, query, now);
  return database.tenant(tenantId, async (tx) => ({ count: await countPendingAgendados(tx, filter) }));
}

/** Moves, annotates or closes a pending callback; a Comercial only their own. */
export function editAgendado(
  database: Database,
  tenantId: number,
  viewer: ClienteViewer,
  id: number,
  changes: AgendadoUpdate,
): Promise<AgendadoView> {
  return database.tenant(tenantId, async (tx) => {
    const row = await findAgendado(tx, id);
    const mayEdit =
      row !== null &&
      canSeeCliente(viewer, row.clienteComercialId) &&
      canEditAgendadoOf(viewer, row.comercialId);
    if (!row || !mayEdit) throw notFound(AGENDADO_NO_ENCONTRADO);
    if (row.estado !== 'PENDIENTE') throw invalid({ estado: [AGENDADO_NO_PENDIENTE] });
    await updateAgendado(tx, id, {
      fechaAgendado: changes.fechaAgendado ? new Date(changes.fechaAgendado) : undefined,
      notas: changes.notas === undefined ? undefined : changes.notas || null,
      estado: changes.estado,
    });
    const updated = await findAgendado(tx, id);
    if (!updated) throw new Error('El agendado modificado no se encuentra');
    const [view] = await withTelefonos(tx, [updated]);
    if (!view) throw new Error('El agendado modificado no se encuentra');
    return view;
  });
}

// BAJA and INACTIVO accounts cannot sign in, so they must not receive callbacks.
const ESTADOS_QUE_RECIBEN: readonly EstadoCuenta[] = ['ALTA', 'VACACIONES'];

/** Hands every pending agendado of `origin` (and its customers) to `destination`, atomically. */
export function moveAgendados(
  database: Database,
  tenantId: number,
  origin: number,
  destination: number,
): Promise<MoveScheduledResult> {
  return database.tenant(tenantId, async (tx) => {
    const found = new Map(
      (await findAccountsByIds(tx, [origin, destination])).map((account) => [account.id, account]),
    );
    const errors: Record<string, string[]> = {};
    if (!found.has(origin)) errors['origin'] = [CUENTA_NO_EXISTE];
    const target = found.get(destination);
    if (!target) errors['destination'] = [CUENTA_NO_EXISTE];
    else if (!(ESTADOS_QUE_RECIBEN as readonly string[]).includes(target.estado))
      errors['destination'] = [CUENTA_NO_ACTIVA];
    if (Object.keys(errors).length > 0) throw invalid(errors);
    return moveScheduled(tx, origin, destination);
  });
}
