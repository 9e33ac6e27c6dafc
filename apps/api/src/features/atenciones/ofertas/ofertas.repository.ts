import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { CotizacionPaquete } from '@ventas/domain/ofertas/oferta-cotizacion';
import type { TenantTx } from '../../../db/database';
import { accounts } from '../../../db/schema/accounts';
import { atenciones, ofertas, paquetes } from '../../../db/schema/atenciones';
import type { ActivacionValues } from './declaracion-venta.repository';

/** The offer's columns a save writes (all but its keys, status dates and stamps). */
export interface OfertaValues {
  estado: number;
  tipoOferta: string | null;
  isp: string | null;
  razonNoInteresado: string | null;
  tipoIva: string;
  ivaRate: string;
  segmento: string | null;
  operador: string | null;
  precioAnterior: string | null;
  precioTotal: string;
  precioTotalDespues: string;
  mesesPromocion: number;
  numeroComercial: string | null;
  notas: string | null;
  fechaAgendado: Date | null;
  cotizadaEl: Date;
}

/** A package's columns a save writes; the status, order and contract state stay the provider's. */
export interface PaqueteValues {
  tipoVenta: string | null;
  tipoLinea: string;
  tarifaId: number;
  tarifaNombre: string;
  promotionId: number | null;
  priorityOrder: number | null;
  promociones: Array<{ id: number; priority_order: number | null }>;
  cacharroId: number | null;
  installmentId: number | null;
  monthPrice: string | null;
  seguroId: number | null;
  seguroPrice: string | null;
  svas: number[];
  lineasAsociadas: string[];
  crossSell: boolean;
  segmento: string | null;
  isp: string | null;
  cotizacion: CotizacionPaquete;
  precioLinea: string;
  precioDurante: string;
  precioDespues: string;
  mesesPromocion: number;
}

export async function insertOferta(
  tx: TenantTx,
  keys: { atencionId: number; clienteId: number; fechaVenta: Date | null },
  values: OfertaValues,
): Promise<number> {
  const [row] = await tx
    .insert(ofertas)
    .values({ tenantId: tx.tenantId, ...keys, ...values })
    .returning({ id: ofertas.id });
  if (!row) throw new Error('No se pudo guardar la oferta');
  return row.id;
}

export async function updateOferta(
  tx: TenantTx,
  id: number,
  values: OfertaValues & { fechaVenta: Date | null } & Partial<ActivacionValues>,
): Promise<void> {
  await tx
    .update(ofertas)
    .set({ ...values, updatedOn: sql`now()` })
    .where(and(eq(ofertas.tenantId, tx.tenantId), eq(ofertas.id, id)));
}

/** The offer a save changes, locked until the transaction ends; null if there is none. */
export async function lockOferta(tx: TenantTx, id: number) {
  const [row] = await tx
    .select({
      id: ofertas.id,
      atencionId: ofertas.atencionId,
      clienteId: ofertas.clienteId,
      estado: ofertas.estado,
      fechaVenta: ofertas.fechaVenta,
      cotizadaEl: ofertas.cotizadaEl,
    })
    .from(ofertas)
    .where(and(eq(ofertas.tenantId, tx.tenantId), eq(ofertas.id, id)))
    .for('update');
  return row ?? null;
}

export type OfertaRow = NonNullable<Awaited<ReturnType<typeof readOferta>>>;

/** The offer with the commercial of its attention, for the answer. */
export async function readOferta(tx: TenantTx, id: number) {
  const [row] = await tx
    .select({
      oferta: ofertas,
      comercialId: accounts.id,
      comercialNombre: accounts.nombre,
      comercialApellidos: accounts.apellidos,
      comercialUsername: accounts.username,
    })
    .from(ofertas)
    .innerJoin(
      atenciones,
      and(eq(atenciones.tenantId, ofertas.tenantId), eq(atenciones.id, ofertas.atencionId)),
    )
    .leftJoin(
      accounts,
      and(eq(accounts.tenantId, atenciones.tenantId), eq(accounts.id, atenciones.comercialId)),
    )
    .where(and(eq(ofertas.tenantId, tx.tenantId), eq(ofertas.id, id)));
  return row ?? null;
}

export type PaqueteRow = typeof paquetes.$inferSelect;

/** An offer's packages in the order they were added. */
export function readPaquetes(tx: TenantTx, ofertaId: number, clienteId: number): Promise<PaqueteRow[]> {
  return tx
    .select()
    .from(paquetes)
    .where(
      and(
        eq(paquetes.tenantId, tx.tenantId),
        eq(paquetes.clienteId, clienteId),
        eq(paquetes.ofertaId, ofertaId),
      ),
    )
    .orderBy(asc(paquetes.id));
}

export async function insertPaquetes(
  tx: TenantTx,
  keys: { ofertaId: number; clienteId: number },
  rows: readonly PaqueteValues[],
): Promise<void> {
  if (rows.length === 0) return;
  await tx.insert(paquetes).values(rows.map((values) => ({ tenantId: tx.tenantId, ...keys, ...values })));
}

export async function updatePaquete(tx: TenantTx, id: number, values: PaqueteValues): Promise<void> {
  await tx
    .update(paquetes)
    .set({ ...values, updatedOn: sql`now()` })
    .where(and(eq(paquetes.tenantId, tx.tenantId), eq(paquetes.id, id)));
}

export async function deletePaquetes(tx: TenantTx, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.delete(paquetes).where(and(eq(paquetes.tenantId, tx.tenantId), inArray(paquetes.id, [...ids])));
}
