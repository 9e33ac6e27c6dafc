import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { TiendaConComerciales } from '@ventas/domain/retailx/retailx-tiendas';
import { parsedRows, type TenantTx } from '../../db/database';
import { intArray } from '../../lists/filter-sql';

/**
 * The distributor's stores (issue 17 Tiendas: tiendas / tienda_comerciales), each with which of
 * the commercials `ids` work in it. Every store comes back, so "the distributor has stores" is
 * told apart from "none of these commercials is in one"; stores are a handful per distributor.
 */
export async function tiendasDeComerciales(
  tx: TenantTx,
  ids: readonly number[],
): Promise<TiendaConComerciales[]> {
  const rows = parsedRows(
    await tx.execute(sql`
      SELECT t.id, t.nombre,
        coalesce(array_agg(tc.comercial_id ORDER BY tc.comercial_id)
          FILTER (WHERE tc.comercial_id IS NOT NULL), '{}') AS comerciales
      FROM tiendas t
      LEFT JOIN tienda_comerciales tc ON tc.tenant_id = t.tenant_id AND tc.tienda_id = t.id
        AND tc.comercial_id = ANY(${intArray([...ids])})
      WHERE t.tenant_id = ${tx.tenantId}
      GROUP BY t.id, t.nombre`),
    z.object({ id: z.number(), nombre: z.string(), comerciales: z.array(z.number()) }),
  );
  return rows.map((row) => ({
    id: Number(row.id),
    nombre: row.nombre,
    comerciales: row.comerciales.map(Number),
  }));
}
