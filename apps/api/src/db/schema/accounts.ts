import {
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tenantColumns } from './tenant-columns';

/** SPEC §3 "Account form": every field, plus the credentials and flags the session needs. */
export const accounts = pgTable(
  'accounts',
  {
    ...tenantColumns(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    nombre: text('nombre').notNull().default(''),
    apellidos: text('apellidos').notNull().default(''),
    rol: smallint('rol').notNull().default(4),
    isAdmin: boolean('is_admin').notNull().default(false),
    documento: text('documento'),
    tipoDocumento: text('tipo_documento'),
    numerosContacto: jsonb('numeros_contacto').$type<string[]>().notNull().default([]),
    email: text('email'),
    direccion: text('direccion'),
    cp: text('cp'),
    localidad: text('localidad'),
    costoGeneral: numeric('costo_general', { precision: 12, scale: 2 }),
    nuss: text('nuss'),
    iban: text('iban'),
    talla: text('talla'),
    estado: text('estado').notNull().default('ALTA'),
    tipoComercial: text('tipo_comercial').notNull().default('TIENDA'),
    /** ASVS 5.0 §6: an Admin sets an initial password; the user changes it at first login. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    /**
     * Set when an account with history was deleted (issue 16): it is kept, INACTIVO, with its name
     * on its past records, and leaves every people list.
     */
    eliminadaEl: timestamp('eliminada_el', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('accounts_tenant_username_key').on(t.tenantId, t.username),
    index('accounts_tenant_estado_idx').on(t.tenantId, t.estado),
  ],
);

/** Rotating refresh tokens: one family per login; reuse of a spent token revokes the family. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    ...tenantColumns(),
    accountId: integer('account_id').notNull(),
    familyId: text('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('refresh_tokens_tenant_hash_key').on(t.tenantId, t.tokenHash),
    index('refresh_tokens_tenant_family_idx').on(t.tenantId, t.familyId),
    foreignKey({
      columns: [t.tenantId, t.accountId],
      foreignColumns: [accounts.tenantId, accounts.id],
    }).onDelete('cascade'),
  ],
);
