import {
  boolean,
  customType,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

// Drizzle has no bytea column type; both drivers hand it over as a Buffer/Uint8Array.
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/** SPEC §3 "Tenant (distributor)". The registry every request resolves its host against. */
export const tenants = pgTable('tenants', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  subdomain: text('subdomain').notNull().unique(),
  sellingCompanies: jsonb('selling_companies').$type<string[]>().notNull().default([]),
  maintenance: boolean('maintenance').notNull().default(false),
  logoUrl: text('logo_url'),
  /**
   * Issue 29 §5: what a customer signs against on the offer document. The legal name, the
   * CIF/NIF (normalised: upper case, no separators) and the postal address; each may be unset.
   */
  razonSocial: text('razon_social'),
  cif: text('cif'),
  direccion: text('direccion'),
  codigoPostal: text('codigo_postal'),
  localidad: text('localidad'),
  /**
   * Issue 29 §5 "Declaración de ventas" (`ModoDeclaracion`): whether a Comercial's move to a sale
   * status is the sale (COMERCIAL_ACTIVA, the behaviour before the setting) or a request that a
   * Manager of their team or an Admin confirms (MANAGER_CONFIRMA).
   */
  declaracionVentas: text('declaracion_ventas').notNull().default('COMERCIAL_ACTIVA'),
  /**
   * Issue 31 §2: the chance, in whole percents, that an offer in each status ends as a sale
   * (`{"1": 20, …}`), for the pipeline's forecast; null until the distributor sets its own.
   */
  probabilidadesPipeline: jsonb('probabilidades_pipeline').$type<Record<string, number>>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Deleted by a platform SuperAdmin: its host answers 404 and its tokens stop at once. */
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  /** When the erasure job removes its data (deletedAt + the configured grace period). */
  purgeAfter: timestamp('purge_after', { withTimezone: true }),
});

/** A distributor's logo (SPEC §2 login), uploaded by its SuperAdmin or the platform's. */
export const tenantLogos = pgTable('tenant_logos', {
  tenantId: integer('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  updatedOn: timestamp('updated_on', { withTimezone: true }).notNull().defaultNow(),
});

/** SPEC §3 "Group": the four operator groups A–D, shared by every tenant. */
export const groups = pgTable('groups', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull().unique(),
});

export const tenantGroups = pgTable(
  'tenant_groups',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.groupId] })],
);

/** SPEC §3 "Permission": Django-style codenames that groups may hold. */
export const permissions = pgTable('permissions', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  contentTypeId: integer('content_type_id'),
  codename: text('codename').notNull().unique(),
});

export const groupPermissions = pgTable(
  'group_permissions',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    permissionId: integer('permission_id')
      .notNull()
      .references(() => permissions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.permissionId] })],
);
