import { sql, type SQL } from 'drizzle-orm';

/**
 * The do-not-call list as SQL pieces other features put in their own statements (customer
 * record, deal-outs, lead imports). Each names its tenant, so RLS is a second guard, not the
 * only one, and each is one probe of the unique index (tenant_id, telefono).
 */

/** True when the normalised phone `telefono` of tenant `tenantId` opted out. */
export const noLlamarSql = (tenantId: SQL, telefono: SQL): SQL =>
  sql`EXISTS (SELECT 1 FROM no_llamar nl WHERE nl.tenant_id = ${tenantId} AND nl.telefono = ${telefono})`;

/** True when any phone of the customer opted out (a deal-out leaves such a customer out). */
export const clienteNoLlamarSql = (tenantId: SQL, clienteId: SQL): SQL =>
  sql`EXISTS (SELECT 1 FROM telefonos_cliente tc
        JOIN no_llamar nl ON nl.tenant_id = tc.tenant_id AND nl.telefono = tc.telefono
        WHERE tc.tenant_id = ${tenantId} AND tc.cliente_id = ${clienteId})`;

/** The customer's opted-out phones as a text[] (empty when none), in the customer's order. */
export const telefonosNoLlamarSql = (tenantId: SQL, clienteId: SQL): SQL =>
  sql`ARRAY(SELECT tc.telefono FROM telefonos_cliente tc
        JOIN no_llamar nl ON nl.tenant_id = tc.tenant_id AND nl.telefono = tc.telefono
        WHERE tc.tenant_id = ${tenantId} AND tc.cliente_id = ${clienteId}
        ORDER BY tc.orden, tc.id)`;
