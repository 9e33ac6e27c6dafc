import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ClienteRecord } from '@ventas/domain/clientes/cliente-record';
import { rowsOf, type Tx } from '../../db/database';
import { accounts } from '../../db/schema/accounts';
import { atenciones } from '../../db/schema/atenciones';
import { origenesBbdd } from '../../db/schema/catalogos';
import { clientes, telefonosCliente } from '../../db/schema/clientes';
import type { ClientesFilters, OrderableField } from './clientes-filters';
import type { ClienteScope } from './clientes-scope';
import { clientesWhere } from './clientes-where';

export { clientesFiltersSchema, type ClientesFilters } from './clientes-filters';
export { scopeOf, type ClienteScope } from './clientes-scope';

/** `c` is the alias every raw filter in clientes-where.ts refers to. */
const c = alias(clientes, 'c');

const ORDER_COLUMNS: Record<OrderableField, SQL> = {
  id: sql`c.id`,
  nombre: sql`c.nombre`,
  updated_on: sql`c.updated_on`,
  created_on: sql`c.created_on`,
  fecha_contacto: sql`c.fecha_contacto`,
  estado: sql`c.estado`,
  cp: sql`c.cp`,
  localidad: sql`c.localidad`,
};

export async function countClientes(
  tx: Tx,
  tenantId: number,
  filters: ClientesFilters,
  scope: ClienteScope,
): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(c)
    .where(clientesWhere(tenantId, filters, scope));
  return row?.n ?? 0;
}

export interface PageCount {
  count: number;
  exact: boolean;
}

/**
 * The list's `count`: exact up to `exactLimit` rows (counting stops there), the planner's
 * estimate above it (docs/decisions.md): an exact count of a large tenant costs more than the
 * page itself. Never below what was actually counted.
 */
export async function countClientesForPage(
  tx: Tx,
  tenantId: number,
  filters: ClientesFilters,
  scope: ClienteScope,
  exactLimit: number,
): Promise<PageCount> {
  const where = clientesWhere(tenantId, filters, scope);
  const counted = await tx.execute(
    sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM clientes c WHERE ${where} LIMIT ${exactLimit + 1}) s`,
  );
  const n = rowsOf<{ n: number }>(counted)[0]?.n ?? 0;
  if (n <= exactLimit) return { count: n, exact: true };
  const plan = await tx.execute(sql`EXPLAIN (FORMAT JSON) SELECT 1 FROM clientes c WHERE ${where}`);
  return { count: Math.max(n, estimatedRows(rowsOf<Record<string, unknown>>(plan)[0])), exact: false };
}

function estimatedRows(row: Record<string, unknown> | undefined): number {
  const raw = row?.['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{
    Plan?: { 'Plan Rows'?: number };
  }>;
  return Math.round(plan?.[0]?.Plan?.['Plan Rows'] ?? 0);
}

/** The ids of one page, in the requested order with the id as a unique tiebreaker. */
export async function pageClienteIds(
  tx: Tx,
  tenantId: number,
  filters: ClientesFilters,
  scope: ClienteScope,
): Promise<number[]> {
  const column = ORDER_COLUMNS[filters.ordering.field];
  // Spelled out to match the indexes (DESC NULLS LAST): a bare DESC sorts NULLS FIRST and the
  // planner would sort every row instead of reading the index in order.
  const direction = filters.ordering.descending ? sql`DESC NULLS LAST` : sql`ASC NULLS LAST`;
  const rows = await tx
    .select({ id: c.id })
    .from(c)
    .where(clientesWhere(tenantId, filters, scope))
    .orderBy(sql`${column} ${direction}`, sql`c.id ${direction}`)
    .limit(filters.itemsPerPage)
    .offset((filters.page - 1) * filters.itemsPerPage);
  return rows.map((row) => row.id);
}

export type { ClienteRecord };

const fullName = (nombre: string | null, apellidos: string | null, username: string | null) =>
  `${nombre ?? ''} ${apellidos ?? ''}`.trim() || (username ?? '');

/** Full records for the given ids, in the order of `ids`. Three small queries, whatever the page size. */
export async function loadClientes(
  tx: Tx,
  tenantId: number,
  ids: readonly number[],
): Promise<ClienteRecord[]> {
  if (ids.length === 0) return [];
  const idList = [...ids];
  const rows = await tx
    .select({
      cliente: clientes,
      origenNombre: origenesBbdd.nombre,
      comercialNombre: accounts.nombre,
      comercialApellidos: accounts.apellidos,
      comercialUsername: accounts.username,
    })
    .from(clientes)
    .leftJoin(
      origenesBbdd,
      and(eq(origenesBbdd.tenantId, clientes.tenantId), eq(origenesBbdd.id, clientes.origenBbddId)),
    )
    .leftJoin(accounts, and(eq(accounts.tenantId, clientes.tenantId), eq(accounts.id, clientes.comercialId)))
    .where(and(eq(clientes.tenantId, tenantId), inArray(clientes.id, idList)));
  const phones = await tx
    .select({ clienteId: telefonosCliente.clienteId, telefono: telefonosCliente.telefono })
    .from(telefonosCliente)
    .where(and(eq(telefonosCliente.tenantId, tenantId), inArray(telefonosCliente.clienteId, idList)))
    .orderBy(asc(telefonosCliente.orden), asc(telefonosCliente.id));
  const lastAtenciones = await tx
    .selectDistinctOn([atenciones.clienteId], {
      clienteId: atenciones.clienteId,
      id: atenciones.id,
      tipo: atenciones.tipo,
      estado: atenciones.estado,
      updatedOn: atenciones.updatedOn,
      fechaAgendado: atenciones.fechaAgendado,
    })
    .from(atenciones)
    .where(and(eq(atenciones.tenantId, tenantId), inArray(atenciones.clienteId, idList)))
    .orderBy(atenciones.clienteId, desc(atenciones.updatedOn), desc(atenciones.id));

  const byId = new Map(rows.map((row) => [row.cliente.id, row]));
  return idList.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const cliente = row.cliente;
    const last = lastAtenciones.find((atencion) => atencion.clienteId === id);
    return [
      {
        id: cliente.id,
        nombre: cliente.nombre,
        documento: cliente.documento,
        tipo_documento: cliente.tipoDocumento,
        telefonos_contacto: phones.filter((phone) => phone.clienteId === id).map((phone) => phone.telefono),
        email: cliente.email,
        origen_bbdd:
          cliente.origenBbddId !== null && row.origenNombre !== null
            ? { id: cliente.origenBbddId, nombre: row.origenNombre }
            : null,
        segmento: cliente.segmento,
        isp_actual: cliente.ispActual,
        razon_no_interesado: cliente.razonNoInteresado,
        direccion: { direccion: cliente.direccion, cp: cliente.cp, localidad: cliente.localidad },
        fecha_contacto: cliente.fechaContacto,
        comercial:
          cliente.comercialId !== null
            ? {
                id: cliente.comercialId,
                nombre_completo: fullName(row.comercialNombre, row.comercialApellidos, row.comercialUsername),
              }
            : null,
        notas: cliente.notas,
        estado: cliente.estado,
        created_on: cliente.createdOn.toISOString(),
        updated_on: cliente.updatedOn.toISOString(),
        last_atencion: last
          ? {
              id: last.id,
              tipo: last.tipo,
              estado: last.estado,
              updated_on: last.updatedOn.toISOString(),
              fecha_agendado: last.fechaAgendado?.toISOString() ?? null,
            }
          : null,
      },
    ];
  });
}

export interface ClienteExportRow {
  id: number;
  nombre: string;
  documento: string | null;
  tipo_documento: string | null;
  telefonos: string;
  email: string | null;
  direccion: string | null;
  cp: string | null;
  localidad: string | null;
  origen: string | null;
  segmento: string | null;
  isp_actual: string | null;
  estado: string;
  comercial: string | null;
  fecha_contacto: string | null;
  razon_no_interesado: string | null;
  notas: string | null;
  updated_on: string;
}

export interface ExportCursor {
  updatedOn: string;
  id: number;
}

/**
 * One batch of the export in the list's default order (updated_on desc, id desc), after the
 * cursor: keyset pagination, so each batch is a short query however deep the export goes.
 */
export async function fetchClientesExportBatch(
  tx: Tx,
  tenantId: number,
  filters: ClientesFilters,
  scope: ClienteScope,
  after: ExportCursor | null,
  limit: number,
): Promise<ClienteExportRow[]> {
  const conditions = [clientesWhere(tenantId, filters, scope)];
  if (after) conditions.push(sql`(c.updated_on, c.id) < (${after.updatedOn}::timestamptz, ${after.id})`);
  const rows = await tx
    .select({
      id: c.id,
      nombre: c.nombre,
      documento: c.documento,
      tipo_documento: c.tipoDocumento,
      telefonos: sql<string>`coalesce((SELECT string_agg(t.telefono, ', ' ORDER BY t.orden, t.id) FROM telefonos_cliente t WHERE t.tenant_id = c.tenant_id AND t.cliente_id = c.id), '')`,
      email: c.email,
      direccion: c.direccion,
      cp: c.cp,
      localidad: c.localidad,
      origen: sql<
        string | null
      >`(SELECT o.nombre FROM origenes_bbdd o WHERE o.tenant_id = c.tenant_id AND o.id = c.origen_bbdd_id)`,
      segmento: c.segmento,
      isp_actual: c.ispActual,
      estado: c.estado,
      comercial: sql<
        string | null
      >`(SELECT nullif(trim(a.nombre || ' ' || a.apellidos), '') FROM accounts a WHERE a.tenant_id = c.tenant_id AND a.id = c.comercial_id)`,
      fecha_contacto: c.fechaContacto,
      razon_no_interesado: c.razonNoInteresado,
      notas: c.notas,
      updatedOn: c.updatedOn,
    })
    .from(c)
    .where(and(...conditions))
    .orderBy(sql`c.updated_on DESC NULLS LAST`, sql`c.id DESC NULLS LAST`)
    .limit(limit);
  return rows.map(({ updatedOn, ...row }) => ({ ...row, updated_on: updatedOn.toISOString() }));
}
