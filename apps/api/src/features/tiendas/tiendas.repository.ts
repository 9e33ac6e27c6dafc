import { and, asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Tienda, TiendaComercial, TiendaForm } from '@ventas/domain/tiendas/tienda-contract';
import { parsedRows, type TenantTx } from '../../db/database';
import { tiendaComerciales, tiendas } from '../../db/schema/tiendas';
import { intArray } from '../../lists/filter-sql';
import { nombreCuenta } from '../comerciales/comerciales.public';

/** The store's own columns a write sets (its commercials are written apart). */
export type TiendaColumns = Omit<TiendaForm, 'comerciales'>;

const inTenant = (tx: TenantTx, id: number) => and(eq(tiendas.tenantId, tx.tenantId), eq(tiendas.id, id));

const NOMBRE = nombreCuenta('a');

/** Each store's commercials by name (deleted accounts left out), keyed by store. */
async function comercialesDe(
  tx: TenantTx,
  ids: readonly number[] | null,
): Promise<Map<number, TiendaComercial[]>> {
  const filtro = ids === null ? sql`true` : sql`tc.tienda_id = ANY(${intArray(ids)})`;
  const rows = parsedRows(
    await tx.execute(sql`
      SELECT tc.tienda_id AS tienda, a.id, ${NOMBRE} AS nombre
      FROM tienda_comerciales tc
      JOIN accounts a ON a.tenant_id = tc.tenant_id AND a.id = tc.comercial_id
      WHERE tc.tenant_id = ${tx.tenantId} AND a.eliminada_el IS NULL AND ${filtro}
      ORDER BY nombre, a.id`),
    z.object({ tienda: z.number(), id: z.number(), nombre: z.string() }),
  );
  const porTienda = new Map<number, TiendaComercial[]>();
  for (const row of rows) {
    const lista = porTienda.get(row.tienda) ?? [];
    lista.push({ id: row.id, nombre: row.nombre });
    porTienda.set(row.tienda, lista);
  }
  return porTienda;
}

type Fila = typeof tiendas.$inferSelect;

const tiendaDe = (row: Fila, comerciales: TiendaComercial[]): Tienda => ({
  id: row.id,
  nombre: row.nombre,
  direccion: row.direccion,
  cp: row.cp,
  localidad: row.localidad,
  telefono: row.telefono,
  horario: row.horario,
  activa: row.activa,
  comerciales,
  created_on: row.createdOn.toISOString(),
  updated_on: row.updatedOn.toISOString(),
});

/** Every store of the tenant by name, each with its commercials (two statements whatever the count). */
export async function listTiendas(tx: TenantTx): Promise<Tienda[]> {
  const rows = await tx
    .select()
    .from(tiendas)
    .where(eq(tiendas.tenantId, tx.tenantId))
    .orderBy(asc(tiendas.nombre), asc(tiendas.id));
  const comerciales = await comercialesDe(tx, null);
  return rows.map((row) => tiendaDe(row, comerciales.get(row.id) ?? []));
}

/** One store with its commercials; null when the tenant has none with this id. */
export async function readTienda(tx: TenantTx, id: number): Promise<Tienda | null> {
  const [row] = await tx.select().from(tiendas).where(inTenant(tx, id));
  if (!row) return null;
  return tiendaDe(row, (await comercialesDe(tx, [id])).get(id) ?? []);
}

export async function insertTienda(tx: TenantTx, values: TiendaColumns): Promise<number> {
  const [row] = await tx
    .insert(tiendas)
    .values({ tenantId: tx.tenantId, ...values })
    .returning({ id: tiendas.id });
  if (!row) throw new Error('tienda not inserted');
  return row.id;
}

/** False when the tenant has no such store. */
export async function updateTienda(tx: TenantTx, id: number, values: TiendaColumns): Promise<boolean> {
  const rows = await tx
    .update(tiendas)
    .set({ ...values, updatedOn: sql`now()` })
    .where(inTenant(tx, id))
    .returning({ id: tiendas.id });
  return rows.length > 0;
}

/** False when the tenant has no such store; its assignments go with it (cascade). */
export async function deleteTienda(tx: TenantTx, id: number): Promise<boolean> {
  const rows = await tx.delete(tiendas).where(inTenant(tx, id)).returning({ id: tiendas.id });
  return rows.length > 0;
}

/**
 * The store's commercials become exactly `ids`: those no longer listed leave it, and a listed one
 * working in another store moves here (a commercial works in one store at most: the primary key).
 */
export async function setComerciales(tx: TenantTx, tiendaId: number, ids: readonly number[]): Promise<void> {
  await tx
    .delete(tiendaComerciales)
    .where(and(eq(tiendaComerciales.tenantId, tx.tenantId), eq(tiendaComerciales.tiendaId, tiendaId)));
  if (ids.length === 0) return;
  await tx
    .insert(tiendaComerciales)
    .values(ids.map((comercialId) => ({ tenantId: tx.tenantId, tiendaId, comercialId })))
    .onConflictDoUpdate({
      target: [tiendaComerciales.tenantId, tiendaComerciales.comercialId],
      set: { tiendaId },
    });
}

/** The store a commercial works in, or null. */
export async function tiendaDeComercial(tx: TenantTx, comercialId: number): Promise<number | null> {
  const [row] = await tx
    .select({ tienda: tiendaComerciales.tiendaId })
    .from(tiendaComerciales)
    .where(and(eq(tiendaComerciales.tenantId, tx.tenantId), eq(tiendaComerciales.comercialId, comercialId)));
  return row?.tienda ?? null;
}

/**
 * Which of `ids` may work in a store: TIENDA-type accounts of the tenant not deleted (a deleted
 * account keeps its history but is assigned nothing any more, issue 16).
 */
export async function asignables(tx: TenantTx, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = parsedRows(
    await tx.execute(sql`SELECT a.id FROM accounts a WHERE a.tenant_id = ${tx.tenantId}
      AND a.tipo_comercial = 'TIENDA' AND a.eliminada_el IS NULL AND a.id = ANY(${intArray(ids)})`),
    z.object({ id: z.number() }),
  );
  return new Set(rows.map((row) => row.id));
}
