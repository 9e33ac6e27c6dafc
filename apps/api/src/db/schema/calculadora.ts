import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { accounts } from './accounts';
import { tiposObjetivo } from './catalogos';
import { tenantColumns } from './tenant-columns';

/**
 * The calculator's data (issue 14; SPEC §3 Objetivo, Pool, Correction factor list, teams). A
 * month is its first day (`date`). Rows of a commercial go with the account; an objective goes
 * with its family (decision 81).
 */

const stamps = () => ({
  createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  updatedOn: timestamp('updated_on', { withTimezone: true }).notNull().defaultNow(),
});

const accountKey = (tenantId: never, column: never, name: string) =>
  foreignKey({
    name,
    columns: [tenantId, column],
    foreignColumns: [accounts.tenantId, accounts.id],
  }).onDelete('cascade');

/** SPEC §3 Objetivo: one family's target for a commercial in a month; peso in percent (0–100). */
export const objetivos = pgTable(
  'objetivos',
  {
    ...tenantColumns(),
    comercialId: integer('comercial_id').notNull(),
    familiaId: integer('familia_id').notNull(),
    mes: date('mes', { mode: 'string' }).notNull(),
    peso: numeric('peso', { precision: 5, scale: 2 }).notNull(),
    objetivo: numeric('objetivo', { precision: 12, scale: 2 }).notNull(),
    llave: boolean('llave').notNull().default(false),
    ...stamps(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    accountKey(t.tenantId as never, t.comercialId as never, 'objetivos_comercial_fk'),
    foreignKey({
      name: 'objetivos_familia_fk',
      columns: [t.tenantId, t.familiaId],
      foreignColumns: [tiposObjetivo.tenantId, tiposObjetivo.id],
    }).onDelete('cascade'),
    unique('objetivos_tenant_comercial_familia_mes_key').on(t.tenantId, t.comercialId, t.familiaId, t.mes),
    index('objetivos_tenant_mes_idx').on(t.tenantId, t.mes),
    check('objetivos_mes_check', sql`extract(day from ${t.mes}) = 1`),
    check('objetivos_peso_check', sql`${t.peso} >= 0 AND ${t.peso} <= 100`),
    check('objetivos_objetivo_check', sql`${t.objetivo} >= 0`),
  ],
);

/** SPEC §3 Correction factor list: a named list of bands, assigned to commercials. */
export const factoresCorrectores = pgTable(
  'factores_correctores',
  {
    ...tenantColumns(),
    nombre: text('nombre').notNull(),
    ...stamps(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);

/** One band of a list: up to (strictly below) porcentaje_maximo, the factor applies. */
export const factorCorrectorTramos = pgTable(
  'factor_corrector_tramos',
  {
    ...tenantColumns(),
    factorId: integer('factor_id').notNull(),
    porcentajeMaximo: numeric('porcentaje_maximo', { precision: 7, scale: 2 }).notNull(),
    factorCorrector: numeric('factor_corrector', { precision: 6, scale: 4 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'factor_corrector_tramos_factor_fk',
      columns: [t.tenantId, t.factorId],
      foreignColumns: [factoresCorrectores.tenantId, factoresCorrectores.id],
    }).onDelete('cascade'),
    index('factor_corrector_tramos_factor_idx').on(t.tenantId, t.factorId),
  ],
);

/** The commercials a list applies to: one list per commercial. */
export const factorCorrectorComerciales = pgTable(
  'factor_corrector_comerciales',
  {
    tenantId: integer('tenant_id').notNull(),
    factorId: integer('factor_id').notNull(),
    comercialId: integer('comercial_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.comercialId] }),
    foreignKey({
      name: 'factor_corrector_comerciales_factor_fk',
      columns: [t.tenantId, t.factorId],
      foreignColumns: [factoresCorrectores.tenantId, factoresCorrectores.id],
    }).onDelete('cascade'),
    accountKey(t.tenantId as never, t.comercialId as never, 'factor_corrector_comerciales_comercial_fk'),
    index('factor_corrector_comerciales_factor_idx').on(t.tenantId, t.factorId),
  ],
);

/**
 * SPEC §3 Pool: a commercial's pools of a month and the rewards that put them in play.
 * `recomendado` is the recommender account the recommended pool came through.
 */
export const bolsas = pgTable(
  'bolsas',
  {
    ...tenantColumns(),
    comercialId: integer('comercial_id').notNull(),
    mes: date('mes', { mode: 'string' }).notNull(),
    bolsa: numeric('bolsa', { precision: 12, scale: 2 }).notNull().default('0'),
    bolsaRecomendado: numeric('bolsa_recomendado', { precision: 12, scale: 2 }).notNull().default('0'),
    recomendadoId: integer('recomendado_id'),
    rewardType: text('reward_type'),
    rewardAmount: numeric('reward_amount', { precision: 12, scale: 2 }),
    rewardRecomendadoType: text('reward_recomendado_type'),
    rewardRecomendadoAmount: numeric('reward_recomendado_amount', { precision: 12, scale: 2 }),
    ...stamps(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    accountKey(t.tenantId as never, t.comercialId as never, 'bolsas_comercial_fk'),
    foreignKey({
      name: 'bolsas_recomendado_fk',
      columns: [t.tenantId, t.recomendadoId],
      foreignColumns: [accounts.tenantId, accounts.id],
    }),
    unique('bolsas_tenant_comercial_mes_key').on(t.tenantId, t.comercialId, t.mes),
    check('bolsas_mes_check', sql`extract(day from ${t.mes}) = 1`),
  ],
);

/** SPEC §3 teams: a manager (dutty_manager) and the commercials they follow. */
export const teams = pgTable(
  'teams',
  {
    ...tenantColumns(),
    duttyManagerId: integer('dutty_manager_id').notNull(),
    ...stamps(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    accountKey(t.tenantId as never, t.duttyManagerId as never, 'teams_dutty_manager_fk'),
    unique('teams_tenant_dutty_manager_key').on(t.tenantId, t.duttyManagerId),
  ],
);

export const teamMembers = pgTable(
  'team_members',
  {
    tenantId: integer('tenant_id').notNull(),
    teamId: integer('team_id').notNull(),
    comercialId: integer('comercial_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.teamId, t.comercialId] }),
    foreignKey({
      name: 'team_members_team_fk',
      columns: [t.tenantId, t.teamId],
      foreignColumns: [teams.tenantId, teams.id],
    }).onDelete('cascade'),
    accountKey(t.tenantId as never, t.comercialId as never, 'team_members_comercial_fk'),
    index('team_members_comercial_idx').on(t.tenantId, t.comercialId),
  ],
);
