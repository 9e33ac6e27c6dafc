import { sql } from 'drizzle-orm';
import { NO_LLAMAR_FILTERS, type NoLlamar } from '@ventas/domain/no-llamar/no-llamar-contract';
import { displayName } from '@ventas/domain/people/display-name';
import { containsPattern, inList, madridDayRange } from '../../lists/filter-sql';
import { isoInstant } from '../../lists/sql-format';
import type { TableList } from '../../lists/table-list';

type Orderable = 'created_on' | 'telefono' | 'id';

function toRow(raw: Record<string, unknown>): NoLlamar {
  const clienteNombre = raw.cliente_nombre as string | null;
  const autor = raw.autor_username as string | null;
  return {
    id: Number(raw.id),
    telefono: String(raw.telefono),
    // An erased or deleted customer leaves its id behind: the phone stays opted out, unnamed.
    cliente: clienteNombre === null ? null : { id: Number(raw.cliente_id), nombre: clienteNombre },
    fuente: String(raw.fuente),
    motivo: String(raw.motivo),
    creado_por:
      autor === null
        ? null
        : displayName({
            nombre: raw.autor_nombre as string | null,
            apellidos: raw.autor_apellidos as string | null,
            username: autor,
          }),
    created_on: String(raw.created_on),
  };
}

/**
 * GET /api/no-llamar/: the opted-out phones, newest first. The search matches any part of the
 * phone's digits (what is typed is stripped of spaces, dots, dashes and brackets first, as the
 * phone was when stored).
 */
export const NO_LLAMAR_LIST: TableList<typeof NO_LLAMAR_FILTERS, Orderable, NoLlamar> = {
  from: sql`no_llamar n
    LEFT JOIN clientes c ON c.tenant_id = n.tenant_id AND c.id = n.cliente_id
    LEFT JOIN accounts a ON a.tenant_id = n.tenant_id AND a.id = n.created_by`,
  tenantColumn: sql`n.tenant_id`,
  id: sql`n.id`,
  columns: sql`n.id, n.telefono, n.cliente_id, c.nombre AS cliente_nombre, n.fuente, n.motivo,
    a.nombre AS autor_nombre, a.apellidos AS autor_apellidos, a.username AS autor_username,
    ${isoInstant(sql`n.created_on`)} AS created_on`,
  filters: NO_LLAMAR_FILTERS,
  filterSql: {
    fuente: (values) => inList(sql`n.fuente`, values),
    created_on: (range) => madridDayRange(sql`n.created_on`, range),
  },
  search: (text) => sql`n.telefono LIKE ${containsPattern(text.replace(/[\s.\-()]/g, ''))}`,
  orderColumns: { created_on: sql`n.created_on`, telefono: sql`n.telefono`, id: sql`n.id` },
  toRow,
};
