import { sql, type SQL } from 'drizzle-orm';
import {
  ATENCIONES_LIST_FILTERS,
  VISTAS_ATENCIONES,
  type AtencionesListOrderable,
  type VistaAtenciones,
} from '@ventas/domain/telework/atenciones-list-contract';
import { seesAllClientes, type ClienteViewer } from '@ventas/domain/telework/cliente-scope';
import { exists, inList, madridDayRange, type FilterSql } from '../../lists/filter-sql';
import type { TableList } from '../../lists/table-list';

/** Conditions on alias `a` (atenciones); the list adds the tenant once. */
export const ATENCIONES_LIST_SQL: FilterSql<typeof ATENCIONES_LIST_FILTERS> = {
  filter: (vistas) =>
    inList(
      sql`a.tipo`,
      vistas.map((vista) => VISTAS_ATENCIONES[vista as VistaAtenciones]),
    ),
  tipo: (values) => inList(sql`a.tipo`, values),
  estado: (values) => inList(sql`a.estado`, values),
  comercial: (ids) => inList(sql`a.comercial_id`, ids),
  tipo_comercial: (values) =>
    exists(sql`accounts ac`, [
      sql`ac.tenant_id = a.tenant_id`,
      sql`ac.id = a.comercial_id`,
      inList(sql`ac.tipo_comercial`, values),
    ]),
  cliente: (ids) => inList(sql`a.cliente_id`, ids),
  gestion: (ids) => inList(sql`a.gestion_id`, ids),
  updated_on: (range) => madridDayRange(sql`a.updated_on`, range),
};

/**
 * The customers' join (alias `c`) of rows of alias `of`: a Comercial's list holds only the
 * customers they may work (their own and unassigned ones, cliente-scope.ts), as every single read
 * of the feature does through requireVisibleCliente.
 */
export function clientesJoin(of: 'a' | 'p' | 'o', viewer: ClienteViewer): SQL {
  const row = sql.raw(of);
  const own = seesAllClientes(viewer)
    ? sql``
    : sql` AND (c.comercial_id = ${viewer.accountId} OR c.comercial_id IS NULL)`;
  return sql`JOIN clientes c ON c.tenant_id = ${row}.tenant_id AND c.id = ${row}.cliente_id${own}`;
}

export interface AtencionPageEntry {
  id: number;
  cliente_nombre: string;
}

/**
 * The page's attention ids and customer names, counted and paged in one statement; the records
 * are read as the history reads them (atenciones.repository.ts).
 */
export function atencionesList(
  viewer: ClienteViewer,
): TableList<typeof ATENCIONES_LIST_FILTERS, AtencionesListOrderable, AtencionPageEntry> {
  return {
    from: sql`atenciones a ${clientesJoin('a', viewer)}`,
    tenantColumn: sql`a.tenant_id`,
    id: sql`a.id`,
    columns: sql`a.id, c.nombre AS cliente_nombre`,
    filters: ATENCIONES_LIST_FILTERS,
    filterSql: ATENCIONES_LIST_SQL,
    orderColumns: { updated_on: sql`a.updated_on`, id: sql`a.id` },
  };
}
