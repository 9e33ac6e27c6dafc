import { sql, type SQL } from 'drizzle-orm';
import type { CLIENTES_FILTERS } from '@ventas/domain/telework/clientes-filters';
import { TIPO_VENTA_SIN_TIPO } from '@ventas/domain/gerencia/gerencia-figuras';
import { inList, madridDayRange, type FilterSql } from '../../lists/filter-sql';

/**
 * The conditions behind Gerencia's figures (issue 15), written once: Teletrabajo's activity and
 * sales filters apply them per customer, and the figures' counts (features/gerencia) group by
 * them, so a figure and the list it opens count the same customers (docs/decisions/ 121).
 */

/** A package's sale type as the statistics group it: blank or none is TIPO_VENTA_SIN_TIPO. */
export const tipoVentaDe = (paquete: string): SQL =>
  sql`coalesce(nullif(btrim(${sql.raw(paquete)}.tipo_venta), ''), ${TIPO_VENTA_SIN_TIPO})`;

/** One attention (alias `atencion`): who recorded it, its type, the Madrid days of its updated_on. */
export const atencionSql = (atencion: string): FilterSql<typeof CLIENTES_FILTERS> => ({
  atencion_comercial: (ids) => inList(sql`${sql.raw(atencion)}.comercial_id`, ids),
  atencion_tipo: (tipos) => inList(sql`${sql.raw(atencion)}.tipo`, tipos),
  atencion_updated_on: (range) => madridDayRange(sql`${sql.raw(atencion)}.updated_on`, range),
});

/**
 * One offer (alias `oferta`): whose sale it is (the commercial of the attention that recorded it,
 * as the calculator credits it, decision 82) and what its packages hold.
 */
export const ventaSql = (oferta: string): FilterSql<typeof CLIENTES_FILTERS> => ({
  venta_comercial: (ids) =>
    sql`EXISTS (SELECT 1 FROM atenciones va WHERE va.tenant_id = ${sql.raw(oferta)}.tenant_id
      AND va.id = ${sql.raw(oferta)}.atencion_id AND ${inList(sql`va.comercial_id`, ids)})`,
  paquete_estado: (estados) =>
    sql`EXISTS (SELECT 1 FROM paquetes vp WHERE vp.tenant_id = ${sql.raw(oferta)}.tenant_id
      AND vp.oferta_id = ${sql.raw(oferta)}.id AND ${inList(sql`vp.estado`, estados)})`,
  paquete_tipo_venta: (tipos) =>
    sql`EXISTS (SELECT 1 FROM paquetes vt WHERE vt.tenant_id = ${sql.raw(oferta)}.tenant_id
      AND vt.oferta_id = ${sql.raw(oferta)}.id AND ${inList(tipoVentaDe('vt'), tipos)})`,
});
