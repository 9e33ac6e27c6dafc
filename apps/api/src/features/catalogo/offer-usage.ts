import { sql, type SQL } from 'drizzle-orm';

/**
 * Whether any offer's package uses catalogue item `id` (issue 12: "a deleted item that offers
 * already use is deactivated, not erased"). Each test reads one of the package indexes of
 * migration 0016 (tarifa, cacharro, seguro by tenant; promotions and SVAs by GIN containment).
 */
const uses = (condition: SQL) =>
  sql`EXISTS (SELECT 1 FROM paquetes p WHERE p.tenant_id = app_current_tenant() AND ${condition})`;

export const USED_BY_OFFERS = {
  tarifa: (id: number) => uses(sql`p.tarifa_id = ${id} AND p.tipo_linea = 'LINEA_PRINCIPAL'`),
  adicional: (id: number) => uses(sql`p.tarifa_id = ${id} AND p.tipo_linea = 'LINEA_ADICIONAL'`),
  sva: (id: number) =>
    sql`(${uses(sql`p.tarifa_id = ${id} AND p.tipo_linea = 'LINEA_ADICIONAL_SVA'`)} OR ${uses(
      sql`p.svas @> jsonb_build_array(${id}::int)`,
    )})`,
  promocion: (id: number) =>
    uses(sql`p.promociones @> jsonb_build_array(jsonb_build_object('id', ${id}::int))`),
  seguro: (id: number) => uses(sql`p.seguro_id = ${id}`),
  terminal: (id: number) => uses(sql`p.cacharro_id = ${id}`),
} as const;
