import { sql } from 'drizzle-orm';
import {
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { origenesBbdd } from './catalogos';
import { tenantColumns } from './tenant-columns';

/** SPEC §3 "Telework customer form": one customer lead of the tenant's database. */
export const clientes = pgTable(
  'clientes',
  {
    ...tenantColumns(),
    nombre: text('nombre').notNull(),
    documento: text('documento'),
    tipoDocumento: text('tipo_documento'),
    email: text('email'),
    origenBbddId: integer('origen_bbdd_id'),
    segmento: text('segmento'),
    ispActual: text('isp_actual'),
    razonNoInteresado: text('razon_no_interesado'),
    direccion: text('direccion'),
    cp: text('cp'),
    localidad: text('localidad'),
    fechaContacto: date('fecha_contacto', { mode: 'string' }),
    comercialId: integer('comercial_id'),
    notas: text('notas'),
    estado: text('estado').notNull().default('NUEVO'),
    // Millisecond precision, like a JS Date: the list's keyset cursor round-trips exactly.
    createdOn: timestamp('created_on', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedOn: timestamp('updated_on', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    // The next pending callback (the earliest PENDIENTE AGENDADO) and whose it is: kept by
    // triggers on atenciones (migration 0012), never written by the app.
    proximaLlamada: timestamp('proxima_llamada', { withTimezone: true }),
    proximaLlamadaComercialId: integer('proxima_llamada_comercial_id'),
    /** Issue 17 "Right to erasure": when the customer was anonymised (irreversible). */
    suprimidoEl: timestamp('suprimido_el', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.comercialId], foreignColumns: [accounts.tenantId, accounts.id] }),
    foreignKey({
      columns: [t.tenantId, t.origenBbddId],
      foreignColumns: [origenesBbdd.tenantId, origenesBbdd.id],
    }),
    // Duplicate detection: one customer per document in a tenant.
    uniqueIndex('clientes_tenant_documento_key')
      .on(t.tenantId, t.documento)
      .where(sql`documento IS NOT NULL`),
    // The list's order indexes carry INCLUDE columns, which drizzle cannot express: they live in
    // migration 0005 (clientes_list_order_idx, clientes_comercial_cover_idx) and 0012
    // (clientes_proxima_llamada_idx, clientes_proxima_llamada_desc_idx).
    index('clientes_tenant_estado_idx').on(t.tenantId, t.estado),
    index('clientes_tenant_fecha_contacto_idx').on(t.tenantId, t.fechaContacto),
    index('clientes_tenant_cp_idx').on(t.tenantId, t.cp),
    index('clientes_tenant_origen_idx').on(t.tenantId, t.origenBbddId),
    index('clientes_tenant_segmento_isp_idx').on(t.tenantId, t.segmento, t.ispActual),
  ],
);

/** Contact phones as their own rows: searchable, and unique in a tenant (SPEC §8 "Offer"). */
export const telefonosCliente = pgTable(
  'telefonos_cliente',
  {
    ...tenantColumns(),
    clienteId: integer('cliente_id').notNull(),
    telefono: text('telefono').notNull(),
    orden: integer('orden').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.clienteId],
      foreignColumns: [clientes.tenantId, clientes.id],
    }).onDelete('cascade'),
    uniqueIndex('telefonos_cliente_tenant_telefono_key').on(t.tenantId, t.telefono),
    index('telefonos_cliente_tenant_cliente_idx').on(t.tenantId, t.clienteId),
  ],
);

/** SPEC §7 "notascliente": free notes on a customer, newest first. */
export const notasCliente = pgTable(
  'notas_cliente',
  {
    ...tenantColumns(),
    clienteId: integer('cliente_id').notNull(),
    comercialId: integer('comercial_id'),
    nota: text('nota').notNull(),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.clienteId],
      foreignColumns: [clientes.tenantId, clientes.id],
    }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.comercialId], foreignColumns: [accounts.tenantId, accounts.id] }),
    index('notas_cliente_tenant_cliente_idx').on(t.tenantId, t.clienteId, t.createdOn.desc()),
  ],
);
