import { sql, type SQL } from 'drizzle-orm';
import { ESTADO_SIN_CONTACTAR } from '@ventas/domain/proteccion-datos/lead-sin-contactar';

/**
 * The domain's retention rule (lead-sin-contactar.ts) as the one SQL condition the preview, the
 * due counts and the purge all use, so what the preview counts is what the purge removes. `c` is
 * the alias of `clientes`; every probe names the tenant and uses a (tenant_id, cliente_id) index.
 */
export const sinContactarSql = (c: SQL): SQL =>
  sql`${c}.estado = ${ESTADO_SIN_CONTACTAR}
    AND NOT EXISTS (SELECT 1 FROM atenciones a WHERE a.tenant_id = ${c}.tenant_id AND a.cliente_id = ${c}.id)
    AND NOT EXISTS (SELECT 1 FROM ofertas o WHERE o.tenant_id = ${c}.tenant_id AND o.cliente_id = ${c}.id)
    AND NOT EXISTS (SELECT 1 FROM notas_cliente n WHERE n.tenant_id = ${c}.tenant_id AND n.cliente_id = ${c}.id)`;

/** The leads of origin `origen` that a period ending at `limite` purges (created strictly before). */
export const purgablesWhere = (c: SQL, tenantId: number, origen: SQL, limite: Date): SQL =>
  sql`${c}.tenant_id = ${tenantId} AND ${c}.origen_bbdd_id = ${origen}
    AND ${c}.created_on < ${limite.toISOString()}::timestamptz AND ${sinContactarSql(c)}`;
