import { sql } from 'drizzle-orm';
import {
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { origenesBbdd } from './catalogos';
import { tenantColumns } from './tenant-columns';

/**
 * Issue 17 "Lead-list import": one uploaded list of people, from its dry run to its apply (and
 * its undo). The record the issue asks for: who, when, file name, origin and counts.
 */
export const importaciones = pgTable(
  'importaciones',
  {
    ...tenantColumns(),
    /** Who uploaded it: a plain id, as the audit log keeps it (an account deleted later stays named). */
    accountId: integer('account_id'),
    origenBbddId: integer('origen_bbdd_id').notNull(),
    /** The uploaded file's own name, as the user's computer called it. */
    fichero: text('fichero').notNull(),
    /** The stored upload (jobs/export-files name), kept until the apply ends. */
    subida: text('subida'),
    /** Column number (1-based) → customer field, as confirmed on screen. */
    mapeo: jsonb('mapeo').notNull(),
    /** What a duplicate of an existing customer does on apply: 'actualizar' or 'omitir'. */
    duplicados: text('duplicados').notNull().default('omitir'),
    /** SIMULANDO → SIMULADA → APLICANDO → APLICADA (→ DESHECHA); FALLIDA when a job fails. */
    estado: text('estado').notNull().default('SIMULANDO'),
    /** Rows per class after the dry run: {nuevo, duplicado, repetido, invalido, no_llamar}. */
    totales: jsonb('totales').notNull().default({}),
    /** What the apply wrote: {creados, actualizados, omitidos}. */
    resultado: jsonb('resultado').notNull().default({}),
    simulacionJobId: uuid('simulacion_job_id'),
    aplicacionJobId: uuid('aplicacion_job_id'),
    error: text('error'),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    aplicadaEl: timestamp('aplicada_el', { withTimezone: true }),
    deshechaEl: timestamp('deshecha_el', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.origenBbddId],
      foreignColumns: [origenesBbdd.tenantId, origenesBbdd.id],
    }),
    index('importaciones_tenant_created_idx').on(t.tenantId, t.createdOn.desc()),
  ],
);

/**
 * Every row of an import's file as its dry run classified it: the apply writes exactly these,
 * batch by batch, marking each row applied in the batch's own transaction, so a run killed in
 * the middle resumes where the last committed batch ended (nothing lost, nothing twice).
 */
export const importacionFilas = pgTable(
  'importacion_filas',
  {
    tenantId: integer('tenant_id').notNull(),
    importacionId: integer('importacion_id').notNull(),
    /** The row's number as Excel (or a text editor) shows it. */
    fila: integer('fila').notNull(),
    /** 'nuevo' | 'duplicado' | 'repetido' | 'invalido' | 'no_llamar'. */
    clase: text('clase').notNull(),
    /** Why, in Spanish (empty for a plain new row). */
    motivo: text('motivo').notNull().default(''),
    /** The row's customer fields, read and normalised (the form's shape). */
    datos: jsonb('datos').notNull(),
    /** The existing customer a duplicate matches; after apply, the customer created. */
    clienteId: integer('cliente_id'),
    /** What the apply did: null (not yet), 'creado', 'actualizado', 'omitido'. */
    aplicada: text('aplicada'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.importacionId, t.fila] }),
    foreignKey({
      columns: [t.tenantId, t.importacionId],
      foreignColumns: [importaciones.tenantId, importaciones.id],
    }).onDelete('cascade'),
    index('importacion_filas_clase_idx').on(t.tenantId, t.importacionId, t.clase, t.fila),
    // An erasure or a retention purge hides the personal values of a customer's staged rows:
    // found by customer, not by a pass over every import of the distributor.
    index('importacion_filas_cliente_idx')
      .on(t.tenantId, t.clienteId)
      .where(sql`${t.clienteId} IS NOT NULL`),
  ],
);
