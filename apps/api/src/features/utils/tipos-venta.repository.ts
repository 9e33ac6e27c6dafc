import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { LISTA_TIPO_VENTA } from '@ventas/domain/opciones/tipos-venta';
import { parsedRows, type TenantTx } from '../../db/database';
import { opciones } from '../../db/schema/catalogos';

/** The distributor's sale types (issue 29 §5): its `opciones` rows of the list `tipo_venta`. */
const deTipoVenta = (tx: TenantTx) =>
  and(eq(opciones.tenantId, tx.tenantId), eq(opciones.tipo, LISTA_TIPO_VENTA));

const COLUMNAS = {
  id: opciones.id,
  valor: opciones.valor,
  etiqueta: opciones.etiqueta,
  orden: opciones.orden,
  activo: opciones.activo,
};

export type TipoVentaRow = { id: number; valor: string; etiqueta: string; orden: number; activo: boolean };

const selectTiposVenta = (tx: TenantTx) =>
  tx
    .select(COLUMNAS)
    .from(opciones)
    .where(deTipoVenta(tx))
    .orderBy(asc(opciones.orden), asc(opciones.etiqueta), asc(opciones.id));

export function readTiposVenta(tx: TenantTx): Promise<TipoVentaRow[]> {
  return selectTiposVenta(tx);
}

/** Each sale type's label by the value packages store (a document or an export shows labels). */
export async function etiquetasTipoVenta(tx: TenantTx): Promise<Map<string, string>> {
  return new Map((await readTiposVenta(tx)).map((tipo) => [tipo.valor, tipo.etiqueta]));
}

/**
 * Every sale type, locked until the transaction ends: Administración's writes take this first, so
 * two of them (two Admins adding "Fibra" at once) run one after the other and the second sees the
 * first's row. FOR NO KEY UPDATE leaves an offer save's FOR KEY SHARE (below) free to go on.
 */
export function lockTiposVenta(tx: TenantTx): Promise<TipoVentaRow[]> {
  return selectTiposVenta(tx).for('no key update');
}

/**
 * A type about to be deleted, locked as a delete locks it: this waits for every offer save that
 * chose the type (`ofrecidos` holds it FOR KEY SHARE) to end, so the count of its packages read
 * next includes theirs and no package is left holding a type that is gone.
 */
export async function lockForDelete(tx: TenantTx, id: number): Promise<void> {
  await tx
    .select({ id: opciones.id })
    .from(opciones)
    .where(and(deTipoVenta(tx), eq(opciones.id, id)))
    .for('update');
}

/**
 * Of `valores`, the sale types the distributor offers (active ones), held FOR KEY SHARE until the
 * offer's save ends: no Administración delete can remove one meanwhile.
 */
export async function ofrecidos(tx: TenantTx, valores: readonly string[]): Promise<Set<string>> {
  if (valores.length === 0) return new Set();
  const rows = await tx
    .select({ valor: opciones.valor })
    .from(opciones)
    .where(and(deTipoVenta(tx), eq(opciones.activo, true), inArray(opciones.valor, [...valores])))
    .for('key share');
  return new Set(rows.map((row) => row.valor));
}

/** How many packages hold each sale type (from paquetes_tenant_tipo_venta_idx). */
export async function paquetesPorTipo(tx: TenantTx, valor?: string): Promise<Map<string, number>> {
  const rows = parsedRows(
    await tx.execute(sql`
      SELECT tipo_venta, count(*)::int AS n FROM paquetes
      WHERE tenant_id = ${tx.tenantId} AND tipo_venta IS NOT NULL
        ${valor === undefined ? sql`` : sql`AND tipo_venta = ${valor}`}
      GROUP BY 1`),
    z.object({ tipo_venta: z.string(), n: z.number() }),
  );
  return new Map(rows.map((row) => [row.tipo_venta, Number(row.n)]));
}

export async function insertTipoVenta(
  tx: TenantTx,
  values: { valor: string; etiqueta: string; orden: number },
): Promise<number> {
  const [row] = await tx
    .insert(opciones)
    .values({ tenantId: tx.tenantId, tipo: LISTA_TIPO_VENTA, ...values })
    .returning({ id: opciones.id });
  if (!row) throw new Error('No se pudo crear el tipo de venta');
  return row.id;
}

export async function updateTipoVenta(
  tx: TenantTx,
  id: number,
  values: { etiqueta?: string; activo?: boolean },
): Promise<void> {
  await tx
    .update(opciones)
    .set(values)
    .where(and(deTipoVenta(tx), eq(opciones.id, id)));
}

export async function deleteTipoVenta(tx: TenantTx, id: number): Promise<void> {
  await tx.delete(opciones).where(and(deTipoVenta(tx), eq(opciones.id, id)));
}

/** Each id's position in `ids` becomes its order (0 first). */
export async function reorderTiposVenta(tx: TenantTx, ids: readonly number[]): Promise<void> {
  await tx.execute(sql`
    UPDATE opciones o SET orden = (n.orden - 1)::int
    FROM unnest(${`{${ids.join(',')}}`}::int[]) WITH ORDINALITY AS n(id, orden)
    WHERE o.tenant_id = ${tx.tenantId} AND o.tipo = ${LISTA_TIPO_VENTA} AND o.id = n.id`);
}
