import { sql } from 'drizzle-orm';
import { cambiosDe } from '@ventas/domain/auditoria/auditoria-cambios';
import type { AUDITORIA_ORDERABLE } from '@ventas/domain/auditoria/auditoria-contract';
import { AUDITORIA_FILTERS, type EntradaAuditoria } from '@ventas/domain/auditoria/auditoria-contract';
import { inList, intArray, madridDayRange } from '../../lists/filter-sql';
import type { TableList } from '../../lists/table-list';
import { nombreCuenta } from '../comerciales/comerciales.public';

type Fila = Record<string, unknown> | null;

const instante = (value: unknown): string =>
  (value instanceof Date ? value : new Date(String(value))).toISOString();

const fila = (value: unknown): Fila =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Fila) : null;

/** The select list of an entry, with its author's display name (accounts kept after deletion). */
export const ENTRADA_COLUMNS = sql`au.id, au.creado_el, au.account_id, ${nombreCuenta('a')} AS nombre,
  au.request_id, au.entidad, au.tabla, au.entidad_id, au.accion, au.antes, au.despues`;

/** Where entries come from: the log and, if any, the account that wrote them. */
export const ENTRADA_FROM = sql`auditoria au
  LEFT JOIN accounts a ON a.tenant_id = au.tenant_id AND a.id = au.account_id`;

/** A stored entry as the API answers it: `cambios` from the stored values, no author = "Sistema". */
export function entradaOf(raw: Record<string, unknown>): EntradaAuditoria {
  const accountId = raw.account_id === null || raw.account_id === undefined ? null : Number(raw.account_id);
  return {
    id: Number(raw.id),
    creado_el: instante(raw.creado_el),
    usuario: accountId === null ? null : { id: accountId, nombre: String(raw.nombre ?? accountId) },
    request_id: raw.request_id === null || raw.request_id === undefined ? null : String(raw.request_id),
    entidad: String(raw.entidad),
    tabla: String(raw.tabla),
    entidad_id: String(raw.entidad_id),
    accion: String(raw.accion) as EntradaAuditoria['accion'],
    cambios: cambiosDe(fila(raw.antes), fila(raw.despues)),
  };
}

/**
 * The tenant's audit log (issue 17), newest first: by author, entity, identifier, action and
 * day (Madrid). The (tenant, creado_el desc, id) index serves the default order.
 */
export const auditoriaList: TableList<
  typeof AUDITORIA_FILTERS,
  (typeof AUDITORIA_ORDERABLE)[number],
  EntradaAuditoria
> = {
  from: ENTRADA_FROM,
  tenantColumn: sql`au.tenant_id`,
  id: sql`au.id`,
  columns: ENTRADA_COLUMNS,
  filters: AUDITORIA_FILTERS,
  filterSql: {
    usuario: (ids) => sql`au.account_id = ANY(${intArray(ids)})`,
    entidad: (values) => inList(sql`au.entidad`, values),
    entidad_id: (value) => sql`au.entidad_id = ${value}`,
    accion: (values) => inList(sql`au.accion`, values),
    creado_el: (range) => madridDayRange(sql`au.creado_el`, range),
  },
  orderColumns: { creado_el: sql`au.creado_el`, id: sql`au.id` },
  toRow: entradaOf,
};
