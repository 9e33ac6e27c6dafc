import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { tenantColumns } from './tenant-columns';

/**
 * Issue 30: the login limits every replica shares. A failed login per row, kept while it counts
 * (15 minutes; features/auth/login-limiter.ts): the username limit reads them whichever replica
 * is asked. `usuario` is the name as typed, in lower case (an unknown name counts too).
 */
export const loginFallos = pgTable(
  'login_fallos',
  {
    ...tenantColumns(),
    usuario: text('usuario').notNull(),
    falladoEn: timestamp('fallado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('login_fallos_usuario_idx').on(t.tenantId, t.usuario, t.falladoEn),
  ],
);

/**
 * Issue 30: request counters of @fastify/rate-limit's fixed windows (the per-IP login limit),
 * shared by every replica (http/database-rate-store.ts). Not a tenant's: an address is limited
 * whichever distributor it asks. Written by the owner connection only.
 */
export const limitesPeticiones = pgTable('limites_peticiones', {
  clave: text('clave').primaryKey(),
  ventanaDesde: timestamp('ventana_desde', { withTimezone: true }).notNull(),
  cuenta: integer('cuenta').notNull(),
});
