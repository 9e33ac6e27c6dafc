import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { tenants } from './tenancy';

/**
 * Issue 17 "Audit trail": one row per written row of an audited table, written by the
 * statement-level triggers of migration 0027 in the writing transaction. Append-only for the
 * app's role (no UPDATE or DELETE grant, and no policy that would allow one).
 */
export const auditoria = pgTable(
  'auditoria',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    creadoEl: timestamp('creado_el', { withTimezone: true }).notNull().defaultNow(),
    /** `app.account_id` of the transaction; null for jobs, seeds and platform actions ("Sistema"). */
    accountId: integer('account_id'),
    /** `app.request_id`: the request's id (Fastify's `request.id`). */
    requestId: text('request_id'),
    entidad: text('entidad').notNull(),
    tabla: text('tabla').notNull(),
    entidadId: text('entidad_id').notNull(),
    /** The customer the row belongs to (itself, or its phone, attention, offer or package). */
    clienteId: integer('cliente_id'),
    accion: text('accion').notNull(),
    /** The row before (DELETE: all of it; UPDATE: the changed keys only), secrets masked. */
    antes: jsonb('antes'),
    /** The row after (INSERT: all of it; UPDATE: the changed keys only), secrets masked. */
    despues: jsonb('despues'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('auditoria_tenant_creado_idx').on(t.tenantId, t.creadoEl.desc(), t.id.desc()),
    index('auditoria_tenant_entidad_idx').on(t.tenantId, t.entidad, t.entidadId),
    index('auditoria_tenant_cliente_idx')
      .on(t.tenantId, t.clienteId, t.id.desc())
      .where(sql`${t.clienteId} IS NOT NULL`),
  ],
);
