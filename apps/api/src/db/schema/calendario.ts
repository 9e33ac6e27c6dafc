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
  unique,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { accounts } from './accounts';
import { tenants } from './tenancy';
import { tenantColumns } from './tenant-columns';

/**
 * What a month's working days take away beyond SPEC §9's national list (issue 14): the tenant's
 * autonomous community and municipality (days from date-holidays), its own local days, and each
 * commercial's holidays (SPEC §3 Holiday).
 */

/** SPEC §3 Holiday: a commercial's days off, both ends included. */
export const holidays = pgTable(
  'holidays',
  {
    ...tenantColumns(),
    comercialId: integer('comercial_id').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    descripcion: text('descripcion').notNull().default(''),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    updatedOn: timestamp('updated_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'holidays_comercial_fk',
      columns: [t.tenantId, t.comercialId],
      foreignColumns: [accounts.tenantId, accounts.id],
    }).onDelete('cascade'),
    index('holidays_comercial_start_idx').on(t.tenantId, t.comercialId, t.startDate),
    check('holidays_range_check', sql`${t.endDate} >= ${t.startDate}`),
  ],
);

/** Where the tenant works, for its regional holidays: one row per tenant, absent = national only. */
export const calendarioEmpresa = pgTable(
  'calendario_empresa',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    comunidadAutonoma: text('comunidad_autonoma'),
    municipio: text('municipio'),
    updatedOn: timestamp('updated_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId] })],
);

/** The tenant's own days off (a local fair, a company day), on top of the regional list. */
export const festivosEmpresa = pgTable(
  'festivos_empresa',
  {
    ...tenantColumns(),
    dia: date('dia', { mode: 'string' }).notNull(),
    nombre: text('nombre').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique('festivos_empresa_dia_key').on(t.tenantId, t.dia),
  ],
);
