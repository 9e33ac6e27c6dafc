import {
  bigint,
  customType,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tenantColumns } from './tenant-columns';

// Drizzle has no bytea column type; both drivers hand it over as a Buffer/Uint8Array.
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * Issue 30: the files every replica serves (exports, import uploads), stored in the database
 * (jobs/export-files.ts). A row per file, visible once all its parts are written (one
 * transaction); the hourly sweep deletes rows older than a day, and their parts with them.
 * `nombre` is the download name (EXPORT_FILENAME_PATTERN), `tipo` its content type.
 */
export const ficheros = pgTable(
  'ficheros',
  {
    ...tenantColumns(),
    nombre: text('nombre').notNull(),
    tipo: text('tipo').notNull(),
    tamano: bigint('tamano', { mode: 'number' }).notNull(),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('ficheros_nombre_idx').on(t.tenantId, t.nombre),
    index('ficheros_creado_en_idx').on(t.creadoEn),
  ],
);

/** A file's bytes in order, up to FICHERO_PARTE_BYTES (256 KiB) each: `n` counts from 0. */
export const ficheroPartes = pgTable(
  'fichero_partes',
  {
    tenantId: integer('tenant_id').notNull(),
    ficheroId: integer('fichero_id').notNull(),
    n: integer('n').notNull(),
    datos: bytea('datos').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.ficheroId, t.n] }),
    foreignKey({
      columns: [t.tenantId, t.ficheroId],
      foreignColumns: [ficheros.tenantId, ficheros.id],
    }).onDelete('cascade'),
  ],
);
