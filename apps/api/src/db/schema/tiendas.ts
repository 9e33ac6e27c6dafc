import {
  boolean,
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

/** Issue 17 "Tiendas" (group A): the distributor's stores. */
export const tiendas = pgTable(
  'tiendas',
  {
    ...tenantColumns(),
    nombre: text('nombre').notNull(),
    direccion: text('direccion'),
    cp: text('cp'),
    localidad: text('localidad'),
    telefono: text('telefono'),
    /** Opening hours as people write them ('L-V 10:00-14:00 y 17:00-20:30'). */
    horario: text('horario'),
    activa: boolean('activa').notNull().default(true),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    updatedOn: timestamp('updated_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);

/** The TIENDA-type commercials who work in a store (a commercial works in one store at most). */
export const tiendaComerciales = pgTable(
  'tienda_comerciales',
  {
    tenantId: integer('tenant_id').notNull(),
    tiendaId: integer('tienda_id').notNull(),
    comercialId: integer('comercial_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.comercialId] }),
    index('tienda_comerciales_tienda_idx').on(t.tenantId, t.tiendaId),
    foreignKey({
      name: 'tienda_comerciales_tienda_fk',
      columns: [t.tenantId, t.tiendaId],
      foreignColumns: [tiendas.tenantId, tiendas.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'tienda_comerciales_comercial_fk',
      columns: [t.tenantId, t.comercialId],
      foreignColumns: [accounts.tenantId, accounts.id],
    }).onDelete('cascade'),
  ],
);

/** Issue 17 "Tutoriales" (group A): videos people open in a new tab, in the admins' order. */
export const tutoriales = pgTable(
  'tutoriales',
  {
    ...tenantColumns(),
    titulo: text('titulo').notNull(),
    descripcion: text('descripcion').notNull().default(''),
    videoUrl: text('video_url').notNull(),
    orden: integer('orden').notNull(),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    updatedOn: timestamp('updated_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), index('tutoriales_orden_idx').on(t.tenantId, t.orden)],
);
