import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { tenantColumns } from './tenant-columns';

/** SPEC §3 "Commercial availability": when a commercial works (begin and end days, both included). */
export const disponibilidades = pgTable(
  'disponibilidades',
  {
    ...tenantColumns(),
    comercialId: integer('comercial_id').notNull(),
    begin: date('begin', { mode: 'string' }).notNull(),
    /** Null: open-ended (still working). */
    end: date('end', { mode: 'string' }),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    updatedOn: timestamp('updated_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'disponibilidades_comercial_fk',
      columns: [t.tenantId, t.comercialId],
      foreignColumns: [accounts.tenantId, accounts.id],
    }).onDelete('cascade'),
    index('disponibilidades_comercial_begin_idx').on(t.tenantId, t.comercialId, t.begin),
    check('disponibilidades_range_check', sql`${t.end} >= ${t.begin}`),
  ],
);

/**
 * SPEC §3 "Credential": an operator portal's sign-in. The password and the cookie are stored
 * sealed with AES-256-GCM (the tenant id is the associated data), never as plain text.
 */
export const credenciales = pgTable(
  'credenciales',
  {
    ...tenantColumns(),
    nombrePortal: text('nombre_portal').notNull(),
    url: text('url').notNull().default(''),
    username: text('username').notNull().default(''),
    passwordCifrada: text('password_cifrada'),
    cookieCifrada: text('cookie_cifrada'),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    updatedOn: timestamp('updated_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);

/** Who revealed a credential's secrets, and when (kept after the credential is deleted). */
export const credencialesRevelaciones = pgTable(
  'credenciales_revelaciones',
  {
    ...tenantColumns(),
    credencialId: integer('credencial_id').notNull(),
    accountId: integer('account_id').notNull(),
    campo: text('campo').notNull(),
    reveladoEl: timestamp('revelado_el', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('credenciales_revelaciones_credencial_idx').on(t.tenantId, t.credencialId),
  ],
);
