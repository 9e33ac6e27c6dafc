import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { EstadoAtencion } from '@ventas/domain/telework/atencion-constants';
import { ESTADOS_OFERTA_CON_PEDIDO } from '@ventas/domain/telework/paquete-estados';
import type { TenantTx } from '../../db/database';
import { accounts } from '../../db/schema/accounts';
import { atenciones, gestiones, ofertas, paquetes } from '../../db/schema/atenciones';
import { clientes } from '../../db/schema/clientes';
import type { AtencionRow, OfertaRow } from './atencion-view';

const atencionColumns = {
  id: atenciones.id,
  updatedOn: atenciones.updatedOn,
  fechaContacto: atenciones.fechaContacto,
  estado: atenciones.estado,
  clienteId: atenciones.clienteId,
  notas: atenciones.notas,
  tipo: atenciones.tipo,
  tipoLlamada: atenciones.tipoLlamada,
  fechaAgendado: atenciones.fechaAgendado,
  razonNoInteresado: atenciones.razonNoInteresado,
  tipoNoInteresado: atenciones.tipoNoInteresado,
  gestionId: gestiones.id,
  gestionName: gestiones.name,
  comercialId: accounts.id,
  comercialNombre: accounts.nombre,
  comercialApellidos: accounts.apellidos,
  comercialUsername: accounts.username,
};

function selectAtenciones(tx: TenantTx, where: SQL | undefined) {
  return tx
    .select(atencionColumns)
    .from(atenciones)
    .leftJoin(
      accounts,
      and(eq(accounts.tenantId, atenciones.tenantId), eq(accounts.id, atenciones.comercialId)),
    )
    .leftJoin(
      gestiones,
      and(eq(gestiones.tenantId, atenciones.tenantId), eq(gestiones.id, atenciones.gestionId)),
    )
    .where(where);
}

/** A customer's attentions, newest first (index atenciones_tenant_cliente_idx). */
export function listAtencionesOfCliente(tx: TenantTx, clienteId: number): Promise<AtencionRow[]> {
  return selectAtenciones(
    tx,
    and(eq(atenciones.tenantId, tx.tenantId), eq(atenciones.clienteId, clienteId)),
  ).orderBy(desc(atenciones.updatedOn), desc(atenciones.id));
}

export async function findAtencion(tx: TenantTx, id: number): Promise<AtencionRow | null> {
  const [row] = await selectAtenciones(tx, and(eq(atenciones.tenantId, tx.tenantId), eq(atenciones.id, id)));
  return row ?? null;
}

/** Attentions by id, as the history reads them, in no particular order (a list's page). */
export function findAtenciones(tx: TenantTx, ids: readonly number[]): Promise<AtencionRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return selectAtenciones(tx, and(eq(atenciones.tenantId, tx.tenantId), inArray(atenciones.id, [...ids])));
}

/** The offers these attentions of one customer carry, by attention id (the first if several). */
export function ofertasByAtencion(
  tx: TenantTx,
  clienteId: number,
  atencionIds: readonly number[],
): Promise<Map<number, OfertaRow>> {
  return ofertasOfClientes(tx, [clienteId], atencionIds);
}

/** The offers of attentions of several customers (a list's page), by attention id. */
export function ofertasOfAtenciones(
  tx: TenantTx,
  rows: readonly Pick<AtencionRow, 'id' | 'clienteId'>[],
): Promise<Map<number, OfertaRow>> {
  const clienteIds = [...new Set(rows.map((row) => row.clienteId))];
  const atencionIds = rows.map((row) => row.id);
  return ofertasOfClientes(tx, clienteIds, atencionIds);
}

/**
 * The offers of these attentions, by attention id (the first if several). Filtering by their
 * customers too lets ofertas_tenant_cliente_idx serve the lookup.
 */
async function ofertasOfClientes(
  tx: TenantTx,
  clienteIds: readonly number[],
  atencionIds: readonly number[],
): Promise<Map<number, OfertaRow>> {
  if (atencionIds.length === 0) return new Map();
  const rows = await tx
    .select({
      id: ofertas.id,
      atencionId: ofertas.atencionId,
      estado: ofertas.estado,
      tipoOferta: ofertas.tipoOferta,
      isp: ofertas.isp,
      razonNoInteresado: ofertas.razonNoInteresado,
      tipoIva: ofertas.tipoIva,
      precioAnterior: ofertas.precioAnterior,
      precioTotal: ofertas.precioTotal,
      numeroComercial: ofertas.numeroComercial,
      notas: ofertas.notas,
      fechaVenta: ofertas.fechaVenta,
    })
    .from(ofertas)
    .where(
      and(
        eq(ofertas.tenantId, tx.tenantId),
        inArray(ofertas.clienteId, [...clienteIds]),
        inArray(ofertas.atencionId, [...atencionIds]),
      ),
    )
    .orderBy(asc(ofertas.id));
  const byAtencion = new Map<number, OfertaRow>();
  for (const row of rows) if (!byAtencion.has(row.atencionId)) byAtencion.set(row.atencionId, row);
  return byAtencion;
}

/**
 * A customer's live contracts: ACTIVO first, then VUELO; newest first within each. A VUELO package
 * is an order in flight only once its offer has one (`estadoDelPaquete`, packages/domain): a
 * just-saved Pendiente offer is no contract.
 */
export function listContractsOfCliente(tx: TenantTx, clienteId: number) {
  return tx
    .select({
      id: paquetes.id,
      oferta_id: paquetes.ofertaId,
      estado: paquetes.estado,
      tipo_linea: paquetes.tipoLinea,
      isp: paquetes.isp,
      segmento: paquetes.segmento,
      tariff_category: paquetes.tariffCategory,
      servicios: paquetes.servicios,
      permanence_end: paquetes.permanenceEnd,
      estado_servicio: paquetes.estadoServicio,
      package_id: paquetes.packageId,
      sfid: paquetes.sfid,
      order_id: paquetes.orderId,
      tarifa_nombre: paquetes.tarifaNombre,
      lineas_asociadas: paquetes.lineasAsociadas,
      created_on: paquetes.createdOn,
    })
    .from(paquetes)
    .innerJoin(ofertas, and(eq(ofertas.tenantId, paquetes.tenantId), eq(ofertas.id, paquetes.ofertaId)))
    .where(
      and(
        eq(paquetes.tenantId, tx.tenantId),
        eq(paquetes.clienteId, clienteId),
        or(
          eq(paquetes.estado, 'ACTIVO'),
          and(eq(paquetes.estado, 'VUELO'), inArray(ofertas.estado, [...ESTADOS_OFERTA_CON_PEDIDO])),
        ),
      ),
    )
    .orderBy(sql`${paquetes.estado} = 'ACTIVO' DESC`, desc(paquetes.createdOn), desc(paquetes.id));
}

export async function isActiveGestion(tx: TenantTx, gestionId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: gestiones.id })
    .from(gestiones)
    .where(
      and(eq(gestiones.tenantId, tx.tenantId), eq(gestiones.id, gestionId), eq(gestiones.isActive, true)),
    );
  return row !== undefined;
}

export interface NewAtencion {
  clienteId: number;
  comercialId: number;
  tipo: string;
  estado: string;
  notas: string | null;
  tipoLlamada: string | null;
  fechaAgendado: Date | null;
  razonNoInteresado: string | null;
  tipoNoInteresado: string | null;
  gestionId: number | null;
}

export async function insertAtencion(tx: TenantTx, values: NewAtencion): Promise<number> {
  const [row] = await tx
    .insert(atenciones)
    .values({ tenantId: tx.tenantId, ...values })
    .returning({ id: atenciones.id });
  if (!row) throw new Error('No se pudo guardar la atención');
  return row.id;
}

/**
 * Ends the customer's pending agendados (whoever scheduled them) in `estado`, keeping their
 * updated_on: the history shows each on the day it was scheduled, not the day it was closed
 * (updateAgendado in agendados.repository.ts says why).
 */
export function closePendingAgendados(tx: TenantTx, clienteId: number, estado: EstadoAtencion) {
  return tx
    .update(atenciones)
    .set({ estado })
    .where(
      and(
        eq(atenciones.tenantId, tx.tenantId),
        eq(atenciones.clienteId, clienteId),
        eq(atenciones.tipo, 'AGENDADO'),
        eq(atenciones.estado, 'PENDIENTE'),
      ),
    );
}

export interface ClienteChanges {
  estado?: string;
  razonNoInteresado?: string | null;
  comercialId?: number;
}

export function touchCliente(tx: TenantTx, clienteId: number, changes: ClienteChanges) {
  return tx
    .update(clientes)
    .set({ ...changes, updatedOn: sql`now()` })
    .where(and(eq(clientes.tenantId, tx.tenantId), eq(clientes.id, clienteId)));
}

/** Sets when an attention was last updated (SPEC §4 "marked updated"). */
export async function setAtencionUpdatedOn(tx: TenantTx, id: number, updatedOn: Date): Promise<void> {
  await tx
    .update(atenciones)
    .set({ updatedOn })
    .where(and(eq(atenciones.tenantId, tx.tenantId), eq(atenciones.id, id)));
}

/** Deletes an attention; its offer and the offer's packages go with it (foreign keys cascade). */
export async function deleteAtencion(tx: TenantTx, id: number): Promise<void> {
  await tx.delete(atenciones).where(and(eq(atenciones.tenantId, tx.tenantId), eq(atenciones.id, id)));
}
