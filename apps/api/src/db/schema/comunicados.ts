import {
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { tenantColumns } from './tenant-columns';

/** SPEC §3 "Communication": a message to several receivers, each with a read flag. */
export const comunicados = pgTable(
  'comunicados',
  {
    ...tenantColumns(),
    messageTitle: text('message_title').notNull(),
    messageBody: text('message_body').notNull().default(''),
    priority: text('priority').notNull().default('LOW'),
    createdBy: integer('created_by'),
    /** Who it was addressed to (issue 16): PERSONAS (the receivers), ROL (`destinoRol`), DISTRIBUIDOR. */
    destino: text('destino').notNull().default('PERSONAS'),
    destinoRol: smallint('destino_rol'),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);

export const comunicadoReceivers = pgTable(
  'comunicado_receivers',
  {
    tenantId: integer('tenant_id').notNull(),
    comunicadoId: integer('comunicado_id').notNull(),
    accountId: integer('account_id').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    readOn: timestamp('read_on', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.comunicadoId, t.accountId] }),
    index('comunicado_receivers_account_idx').on(t.tenantId, t.accountId),
    foreignKey({
      columns: [t.tenantId, t.comunicadoId],
      foreignColumns: [comunicados.tenantId, comunicados.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.tenantId, t.accountId],
      foreignColumns: [accounts.tenantId, accounts.id],
    }).onDelete('cascade'),
  ],
);
