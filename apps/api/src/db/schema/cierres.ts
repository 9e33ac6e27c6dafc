import {
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { tenants } from './tenancy';
import { tenantColumns } from './tenant-columns';

/**
 * Month close and clawback (issue 14, beyond the spec). A closed month's statements are frozen
 * as they were computed at the close; what each counted sale contributed is kept so that a later
 * cancellation can take it back in the month it happens.
 */

/** A closed month: its figures are read from `extractos_mes`, never recomputed. */
export const mesesCerrados = pgTable(
  'meses_cerrados',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    mes: date('mes', { mode: 'string' }).notNull(),
    cerradoPor: integer('cerrado_por'),
    cerradoOn: timestamp('cerrado_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.mes] }),
    check('meses_cerrados_mes_check', sql`extract(day from ${t.mes}) = 1`),
  ],
);

/** Every close and reopen, who and when (a reopen is the one change closed figures allow). */
export const cierresMesLog = pgTable(
  'cierres_mes_log',
  {
    ...tenantColumns(),
    mes: date('mes', { mode: 'string' }).notNull(),
    accion: text('accion').notNull(),
    accountId: integer('account_id'),
    motivo: text('motivo').notNull().default(''),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('cierres_mes_log_mes_idx').on(t.tenantId, t.mes),
    check('cierres_mes_log_accion_check', sql`${t.accion} IN ('CERRAR', 'REABRIR')`),
  ],
);

/** A commercial's frozen statement of a closed month (the calculator's answer and its lines). */
export const extractosMes = pgTable(
  'extractos_mes',
  {
    tenantId: integer('tenant_id').notNull(),
    mes: date('mes', { mode: 'string' }).notNull(),
    comercialId: integer('comercial_id').notNull(),
    total: numeric('total', { precision: 12, scale: 2 }).notNull(),
    extracto: jsonb('extracto').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.mes, t.comercialId] }),
    foreignKey({
      name: 'extractos_mes_cierre_fk',
      columns: [t.tenantId, t.mes],
      foreignColumns: [mesesCerrados.tenantId, mesesCerrados.mes],
    }).onDelete('cascade'),
  ],
);

/**
 * What each sale counted in a closed month contributed to its commercial's commission; a
 * cancellation within the operator's window takes exactly this back.
 */
export const ventasContadas = pgTable(
  'ventas_contadas',
  {
    tenantId: integer('tenant_id').notNull(),
    paqueteId: integer('paquete_id').notNull(),
    mes: date('mes', { mode: 'string' }).notNull(),
    comercialId: integer('comercial_id').notNull(),
    operador: text('operador').notNull(),
    aportacion: numeric('aportacion', { precision: 12, scale: 2 }).notNull(),
    descripcion: text('descripcion').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.paqueteId] }),
    index('ventas_contadas_comercial_idx').on(t.tenantId, t.comercialId, t.mes),
    foreignKey({
      name: 'ventas_contadas_cierre_fk',
      columns: [t.tenantId, t.mes],
      foreignColumns: [mesesCerrados.tenantId, mesesCerrados.mes],
    }).onDelete('cascade'),
  ],
);

/** The clawback window per operator, in months after the month a sale counted in (default 4). */
export const clawbackOperadores = pgTable(
  'clawback_operadores',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    operador: text('operador').notNull(),
    meses: integer('meses').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.operador] }),
    check('clawback_operadores_meses_check', sql`${t.meses} >= 0 AND ${t.meses} <= 24`),
  ],
);
