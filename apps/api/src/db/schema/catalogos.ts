import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tenantColumns } from './tenant-columns';

/** SPEC §3 "Database origin". */
export const origenesBbdd = pgTable(
  'origenes_bbdd',
  {
    ...tenantColumns(),
    nombre: text('nombre').notNull(),
    timestamp: timestamp('timestamp', { withTimezone: true }).notNull().defaultNow(),
    /** Issue 17: the last import's column mapping (folded header → customer field), offered next time. */
    mapeoImportacion: jsonb('mapeo_importacion'),
    /** Issue 17 "Retention": days after which this origin's never-contacted leads are purged (null: never). */
    retencionDias: integer('retencion_dias'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);

/** SPEC §3 "Objective type". */
export const tiposObjetivo = pgTable(
  'tipos_objetivo',
  {
    ...tenantColumns(),
    nombre: text('nombre').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);

/** The tenant-editable choice lists behind GET /api/utils/opciones/ (segments, ISPs, reasons…). */
export const opciones = pgTable(
  'opciones',
  {
    ...tenantColumns(),
    tipo: text('tipo').notNull(),
    valor: text('valor').notNull(),
    etiqueta: text('etiqueta').notNull(),
    orden: integer('orden').notNull().default(0),
    /** Issue 29 §5: a sale type no longer offered (its packages keep it and read its label). */
    activo: boolean('activo').notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('opciones_tenant_tipo_valor_key').on(t.tenantId, t.tipo, t.valor),
    index('opciones_tenant_tipo_orden_idx').on(t.tenantId, t.tipo, t.orden),
  ],
);
