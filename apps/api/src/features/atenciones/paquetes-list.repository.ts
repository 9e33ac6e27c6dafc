import { sql } from 'drizzle-orm';
import { toComercialRef } from '@ventas/domain/people/comercial-ref';
import type { ClienteViewer } from '@ventas/domain/telework/cliente-scope';
import { estadoOfertaLabel } from '@ventas/domain/ofertas/oferta-estados';
import {
  PAQUETES_LIST_FILTERS,
  type PaqueteListRow,
  type PaquetesListOrderable,
} from '@ventas/domain/telework/paquetes-list-contract';
import { inList, madridDayRange, type FilterSql } from '../../lists/filter-sql';
import { isoInstant } from '../../lists/sql-format';
import type { TableList } from '../../lists/table-list';
import { clientesJoin } from './atenciones-list.repository';

/** Conditions on `p` (paquetes), `o` (its offer) and `a` (the offer's attention). */
export const PAQUETES_LIST_SQL: FilterSql<typeof PAQUETES_LIST_FILTERS> = {
  estado: (values) => inList(sql`p.estado`, values),
  tipo_linea: (values) => inList(sql`p.tipo_linea`, values),
  comercial: (ids) => inList(sql`a.comercial_id`, ids),
  cliente: (ids) => inList(sql`p.cliente_id`, ids),
  oferta: (ids) => inList(sql`p.oferta_id`, ids),
  estado_oferta: (ids) => inList(sql`o.estado`, ids),
  fecha_venta: (range) => madridDayRange(sql`o.fecha_venta`, range),
  created_on: (range) => madridDayRange(sql`p.created_on`, range),
  updated_on: (range) => madridDayRange(sql`p.updated_on`, range),
};

/** A row as the statement answers it: amounts and instants as text, so both drivers agree. */
interface PaqueteListRaw {
  id: number;
  estado: string;
  tipo_linea: string;
  tipo_venta: string | null;
  tarifa_id: number | null;
  tarifa_nombre: string | null;
  precio_durante: string | null;
  precio_despues: string | null;
  meses_promocion: number | null;
  order_id: string | null;
  lineas_asociadas: string[];
  cross_sell: boolean;
  created_on: string;
  updated_on: string;
  additional_info_id: number | null;
  oferta_id: number;
  oferta_estado: number;
  oferta_fecha_venta: string | null;
  oferta_precio_total: string | null;
  cliente_id: number;
  cliente_nombre: string;
  comercial_id: number | null;
  comercial_nombre: string | null;
  comercial_apellidos: string | null;
  comercial_username: string | null;
}

const COLUMNS = sql`p.id, p.estado, p.tipo_linea, p.tipo_venta, p.tarifa_id, p.tarifa_nombre,
  p.precio_durante::text AS precio_durante, p.precio_despues::text AS precio_despues, p.meses_promocion,
  p.order_id, p.lineas_asociadas, p.cross_sell,
  ${isoInstant(sql`p.created_on`)} AS created_on, ${isoInstant(sql`p.updated_on`)} AS updated_on,
  ai.id AS additional_info_id,
  o.id AS oferta_id, o.estado AS oferta_estado, ${isoInstant(sql`o.fecha_venta`)} AS oferta_fecha_venta,
  o.precio_total::text AS oferta_precio_total,
  c.id AS cliente_id, c.nombre AS cliente_nombre,
  ac.id AS comercial_id, ac.nombre AS comercial_nombre, ac.apellidos AS comercial_apellidos,
  ac.username AS comercial_username`;

function toRow(raw: Record<string, unknown>): PaqueteListRow {
  const row = raw as unknown as PaqueteListRaw;
  return {
    id: row.id,
    estado: row.estado,
    tipoLinea: row.tipo_linea,
    tipoVenta: row.tipo_venta,
    tarifa: row.tarifa_id,
    tarifaNombre: row.tarifa_nombre,
    precio_durante: row.precio_durante,
    precio_despues: row.precio_despues,
    meses_promocion: row.meses_promocion,
    order_id: row.order_id,
    lineasAsociadas: row.lineas_asociadas,
    crossSell: row.cross_sell,
    created_on: row.created_on,
    updated_on: row.updated_on,
    additional_info_id: row.additional_info_id,
    oferta: {
      id: row.oferta_id,
      estado: row.oferta_estado,
      estadoLabel: estadoOfertaLabel(row.oferta_estado),
      fechaVenta: row.oferta_fecha_venta,
      precioTotal: row.oferta_precio_total,
    },
    cliente: { id: row.cliente_id, nombre: row.cliente_nombre },
    comercial: toComercialRef({
      comercialId: row.comercial_id,
      comercialNombre: row.comercial_nombre,
      comercialApellidos: row.comercial_apellidos,
      comercialUsername: row.comercial_username,
    }),
  };
}

/**
 * GET /api/atenciones/paquete/: packages with their offer, the offer's attention (its commercial),
 * the customer and the additional info's id, paged and counted in one statement. Every join
 * names its tenant; the customers' join keeps a Comercial to theirs.
 */
export function paquetesList(
  viewer: ClienteViewer,
): TableList<typeof PAQUETES_LIST_FILTERS, PaquetesListOrderable, PaqueteListRow> {
  return {
    from: sql`paquetes p
      JOIN ofertas o ON o.tenant_id = p.tenant_id AND o.id = p.oferta_id
      JOIN atenciones a ON a.tenant_id = o.tenant_id AND a.id = o.atencion_id
      ${clientesJoin('p', viewer)}
      LEFT JOIN accounts ac ON ac.tenant_id = a.tenant_id AND ac.id = a.comercial_id
      LEFT JOIN paquete_additional_info ai ON ai.tenant_id = p.tenant_id AND ai.paquete_id = p.id`,
    tenantColumn: sql`p.tenant_id`,
    id: sql`p.id`,
    columns: COLUMNS,
    filters: PAQUETES_LIST_FILTERS,
    filterSql: PAQUETES_LIST_SQL,
    orderColumns: { updated_on: sql`p.updated_on`, created_on: sql`p.created_on`, id: sql`p.id` },
    toRow,
  };
}
