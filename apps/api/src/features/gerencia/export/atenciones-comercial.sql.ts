import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Ventana } from '@ventas/domain/gerencia/gerencia-ventana';
import { parsedRows, type TenantTx } from '../../../db/database';
import { atencionSql } from '../../clientes/clientes.public';
import { nombreCuenta } from '../../comerciales/comerciales.public';

/** What the attentions export reads: the commercials' attentions updated in the window. */
export interface AtencionesComercialQuery {
  ventana: Ventana;
  comerciales: number[];
}

/** One attention as the sheet lists it (codes; the columns label them). */
export interface AtencionExportRow {
  id: number;
  /** ISO instant to the microsecond: it is also the batch cursor, which must not round. */
  updated_on: string;
  comercial: string | null;
  cliente: string;
  documento: string | null;
  telefono: string | null;
  tipo: string;
  estado: string;
  fecha_agendado: string | null;
  razon_no_interesado: string | null;
  gestion: string | null;
  notas: string | null;
}

const ATENCION_EXPORT_ROW = z.object({
  id: z.number().int(),
  updated_on: z.string(),
  comercial: z.string().nullable(),
  cliente: z.string(),
  documento: z.string().nullable(),
  telefono: z.string().nullable(),
  tipo: z.string(),
  estado: z.string(),
  fecha_agendado: z.string().nullable(),
  razon_no_interesado: z.string().nullable(),
  gestion: z.string().nullable(),
  notas: z.string().nullable(),
}) satisfies z.ZodType<AtencionExportRow>;

export interface AtencionCursor {
  updatedOn: string;
  id: number;
}

const ISO_US = `'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'`;
const iso = (column: SQL) => sql`to_char(${column} AT TIME ZONE 'UTC', ${sql.raw(ISO_US)})`;

/** The `atencion` figure's condition (features/clientes/actividad-sql.ts), so the file and the figure agree. */
function where(query: AtencionesComercialQuery): SQL[] {
  const atencion = atencionSql('a');
  return [
    sql`a.tenant_id = app_current_tenant()`,
    atencion.atencion_comercial!(query.comerciales) as SQL,
    ...(atencion.atencion_updated_on!({ after: query.ventana.desde, before: query.ventana.hasta }) as SQL[]),
  ];
}

export async function contarAtenciones(tx: TenantTx, query: AtencionesComercialQuery): Promise<number> {
  const [row] = parsedRows(
    await tx.execute(
      sql`SELECT count(*)::int AS n FROM atenciones a WHERE ${sql.join(where(query), sql` AND `)}`,
    ),
    z.object({ n: z.number().int() }),
  );
  return Number(row?.n ?? 0);
}

/** `limit` attentions after the cursor, oldest first (updated_on, then id: a keyset, each batch short). */
export async function atencionesDesde(
  tx: TenantTx,
  query: AtencionesComercialQuery,
  after: AtencionCursor | null,
  limit: number,
): Promise<AtencionExportRow[]> {
  const conditions = where(query);
  if (after) conditions.push(sql`(a.updated_on, a.id) > (${after.updatedOn}::timestamptz, ${after.id}::int)`);
  return parsedRows(
    await tx.execute(sql`
      SELECT a.id, ${iso(sql`a.updated_on`)} AS updated_on, ${nombreCuenta('ca')} AS comercial,
        c.nombre AS cliente, c.documento,
        (SELECT t.telefono FROM telefonos_cliente t WHERE t.tenant_id = a.tenant_id
          AND t.cliente_id = a.cliente_id ORDER BY t.orden, t.id LIMIT 1) AS telefono,
        a.tipo, a.estado, ${iso(sql`a.fecha_agendado`)} AS fecha_agendado, a.razon_no_interesado,
        g.name AS gestion, a.notas
      FROM atenciones a
      JOIN clientes c ON c.tenant_id = a.tenant_id AND c.id = a.cliente_id
      LEFT JOIN accounts ca ON ca.tenant_id = a.tenant_id AND ca.id = a.comercial_id
      LEFT JOIN gestiones g ON g.tenant_id = a.tenant_id AND g.id = a.gestion_id
      WHERE ${sql.join(conditions, sql` AND `)}
      ORDER BY a.updated_on, a.id
      LIMIT ${limit}`),
    ATENCION_EXPORT_ROW,
  );
}
