import {
  boolean,
  foreignKey,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { tenantColumns } from './tenant-columns';

/**
 * Saved views (issue 15, beyond the spec): a filter set of a screen (its URL query) kept under a
 * name by its owner; a Manager or above may share one with their team (docs/decisions/).
 */
export const vistasGuardadas = pgTable(
  'vistas_guardadas',
  {
    ...tenantColumns(),
    accountId: integer('account_id').notNull(),
    /** The screen it belongs to ('teletrabajo', 'gerenciaComerciales', ...). */
    pantalla: text('pantalla').notNull(),
    nombre: text('nombre').notNull(),
    /** The screen's URL query string, without '?'. */
    consulta: text('consulta').notNull(),
    compartida: boolean('compartida').notNull().default(false),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('vistas_guardadas_nombre_idx').on(t.tenantId, t.accountId, t.pantalla, t.nombre),
    foreignKey({
      columns: [t.tenantId, t.accountId],
      foreignColumns: [accounts.tenantId, accounts.id],
    }).onDelete('cascade'),
  ],
);
