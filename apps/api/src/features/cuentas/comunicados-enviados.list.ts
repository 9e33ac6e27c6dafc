import { sql } from 'drizzle-orm';
import {
  COMUNICADOS_ENVIADOS_FILTERS,
  type ComunicadoEnviado,
  type Lector,
} from '@ventas/domain/cuentas/comunicado-admin-contract';
import { displayName } from '@ventas/domain/people/display-name';
import { containsPattern, inList } from '../../lists/filter-sql';
import { isoInstant } from '../../lists/sql-format';
import type { TableList } from '../../lists/table-list';

type Orderable = 'created_on' | 'message_title' | 'id';

const receipts = sql`comunicado_receivers r WHERE r.tenant_id = c.tenant_id AND r.comunicado_id = c.id`;

// Readers as JSON text (both drivers answer text alike), first readers first. `read_on` is set
// with `is_read` (markComunicadoRead); the creation time stands in for a row written otherwise.
const lectores = sql`(SELECT coalesce(json_agg(json_build_object(
    'account_id', r.account_id, 'nombre', ra.nombre, 'apellidos', ra.apellidos,
    'username', ra.username, 'read_on', ${isoInstant(sql`coalesce(r.read_on, c.created_on)`)})
    ORDER BY r.read_on NULLS LAST, r.account_id), '[]'::json)::text
  FROM comunicado_receivers r
  JOIN accounts ra ON ra.tenant_id = r.tenant_id AND ra.id = r.account_id
  WHERE r.tenant_id = c.tenant_id AND r.comunicado_id = c.id AND r.is_read)`;

interface RawLector {
  account_id: number;
  nombre: string | null;
  apellidos: string | null;
  username: string | null;
  read_on: string;
}

function toRow(raw: Record<string, unknown>): ComunicadoEnviado {
  const autorExiste = raw.autor_username !== null && raw.autor_username !== undefined;
  const readers = JSON.parse(String(raw.lectores)) as RawLector[];
  return {
    id: Number(raw.id),
    message_title: String(raw.message_title),
    message_body: String(raw.message_body),
    priority: String(raw.priority),
    created_on: String(raw.created_on),
    autor: autorExiste
      ? displayName({
          nombre: raw.autor_nombre as string,
          apellidos: raw.autor_apellidos as string,
          username: raw.autor_username as string,
        })
      : null,
    destino: String(raw.destino),
    destino_rol: raw.destino_rol === null ? null : Number(raw.destino_rol),
    total: Number(raw.total),
    leidos: Number(raw.leidos),
    lectores: readers.map((reader): Lector => ({
      account_id: reader.account_id,
      nombre: displayName(reader),
      read_on: reader.read_on,
    })),
  };
}

/**
 * GET /api/cuentas/communicates/enviados/: the distributor's communications with their audience,
 * how many received and read them, and who read them (a few dozen receivers each at most, so the
 * readers ride along rather than needing a call per row).
 */
export const COMUNICADOS_ENVIADOS: TableList<
  typeof COMUNICADOS_ENVIADOS_FILTERS,
  Orderable,
  ComunicadoEnviado
> = {
  from: sql`comunicados c LEFT JOIN accounts a ON a.tenant_id = c.tenant_id AND a.id = c.created_by`,
  tenantColumn: sql`c.tenant_id`,
  id: sql`c.id`,
  columns: sql`c.id, c.message_title, c.message_body, c.priority,
      ${isoInstant(sql`c.created_on`)} AS created_on,
      a.nombre AS autor_nombre, a.apellidos AS autor_apellidos, a.username AS autor_username,
      c.destino, c.destino_rol::int AS destino_rol,
      (SELECT count(*)::int FROM ${receipts}) AS total,
      (SELECT count(*)::int FROM ${receipts} AND r.is_read) AS leidos,
      ${lectores} AS lectores`,
  filters: COMUNICADOS_ENVIADOS_FILTERS,
  filterSql: { priority: (values) => inList(sql`c.priority`, values) },
  search: (text) => sql`c.message_title ILIKE ${containsPattern(text)}`,
  orderColumns: { created_on: sql`c.created_on`, message_title: sql`c.message_title`, id: sql`c.id` },
  toRow,
};
