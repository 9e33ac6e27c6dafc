import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Ventana } from '@ventas/domain/gerencia/gerencia-ventana';
import type { TipoVentaCount } from '@ventas/domain/gerencia/stats-contract';
import { parsedRows, type TenantTx } from '../../../db/database';
import { tipoVentaDe, type ClienteScope } from '../../clientes/clientes.public';
import { ofertasVendidasWhere } from '../figuras.query';

/**
 * The statistics' sales by type (SPEC §7 Statistics, issue 15): the customers of the Gerencia
 * figure `vendido` (an offer Activada or Activada Parcial, sold on the window's Madrid days,
 * recorded by one of the commercials, within the caller's customers) per sale type of the
 * offer's packages. Built from the pieces Teletrabajo's filters apply (`filtrosDeTipoVenta`), so
 * a bar opens the list of exactly its customers. A customer whose sales hold packages of two
 * types counts under both.
 */

/** Customers sold per package sale type, most first (then by type). */
export async function clientesPorTipoVenta(
  tx: TenantTx,
  ids: readonly number[],
  ventana: Ventana,
  alcance: ClienteScope,
): Promise<TipoVentaCount['tipos']> {
  if (ids.length === 0) return [];
  const rows = parsedRows(
    await tx.execute(sql`
      SELECT ${tipoVentaDe('p')} AS tipo_venta, count(DISTINCT o.cliente_id)::int AS clientes
      FROM ofertas o JOIN paquetes p ON p.tenant_id = o.tenant_id AND p.oferta_id = o.id
      WHERE ${ofertasVendidasWhere(ids, ventana, alcance)}
      GROUP BY 1 ORDER BY clientes DESC, tipo_venta ASC`),
    z.object({ tipo_venta: z.string(), clientes: z.number().int() }),
  );
  return rows.map((row) => ({ tipo_venta: row.tipo_venta, clientes: Number(row.clientes) }));
}
