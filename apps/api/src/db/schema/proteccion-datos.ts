import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenantColumns } from './tenant-columns';

/**
 * Issue 17 "Do-not-call (no llamar)": phones whose owner opted out (RGPD / LOPDGDD), stored
 * normalised as `telefonos_cliente` stores them, with when, how and who. One row per phone.
 */
export const noLlamar = pgTable(
  'no_llamar',
  {
    ...tenantColumns(),
    telefono: text('telefono').notNull(),
    /** The customer it was marked from, if any (kept as a plain id: an erased customer stays opted out). */
    clienteId: integer('cliente_id'),
    /** How the opt-out reached us: 'cliente' (asked on a call), 'lista' (bulk upload), 'supresion' (erasure)… */
    fuente: text('fuente').notNull(),
    motivo: text('motivo').notNull().default(''),
    createdBy: integer('created_by'),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('no_llamar_tenant_telefono_key').on(t.tenantId, t.telefono),
    index('no_llamar_tenant_cliente_idx').on(t.tenantId, t.clienteId),
  ],
);
