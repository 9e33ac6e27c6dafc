import { createWriteStream, type WriteStream } from 'node:fs';
import { once } from 'node:events';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { parsedRows, type Database } from '../../db/database';
import type { ExportFiles } from '../../jobs/export-files';
import { JobFailure, type JobHandler } from '../../jobs/job-types';

export const DISTRIBUIDOR_EXPORT_KIND = 'export-distribuidor';
const BATCH = 1000;

export const distribuidorExportPayloadSchema = z.object({ distribuidorId: z.number().int().positive() });
export type DistribuidorExportPayload = z.infer<typeof distribuidorExportPayloadSchema>;

/**
 * Never exported: secrets (password and token hashes, sealed credentials and cookies), and whole
 * tables that hold only them. Matched by name, so a later secret column named as these are is
 * left out too.
 */
const SECRET_TABLES = new Set(['refresh_tokens']);
const SECRET_COLUMN = /(password|hash|token|cifrad|secret|cookie)/i;

interface TenantTable {
  table: string;
  secretColumns: string[];
  orderColumns: string[];
}

const TENANT_TABLE_ROW = z.object({
  table: z.string(),
  secret_columns: z.array(z.string()),
  order_columns: z.array(z.string()),
});

/** Every table with a tenant_id column, found in the catalogue so a new table is never missed. */
export async function tenantTables(database: Database): Promise<TenantTable[]> {
  const result = await database.owner.execute(sql`
    SELECT c.table_name AS table,
      coalesce(array_agg(o.column_name::text ORDER BY o.ordinal_position)
        FILTER (WHERE o.column_name ~* ${SECRET_COLUMN.source}), '{}') AS secret_columns,
      coalesce((SELECT array_agg(a.attname::text ORDER BY array_position(i.indkey, a.attnum))
        FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY(i.indkey)
        WHERE i.indrelid = ('public.' || quote_ident(c.table_name))::regclass AND i.indisprimary), '{}') AS order_columns
    FROM information_schema.columns c
    JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
    JOIN information_schema.columns o ON o.table_schema = c.table_schema AND o.table_name = c.table_name
    WHERE c.table_schema = 'public' AND c.column_name = 'tenant_id' AND t.table_type = 'BASE TABLE'
    GROUP BY c.table_name ORDER BY c.table_name`);
  return parsedRows(result, TENANT_TABLE_ROW)
    .filter((row) => !SECRET_TABLES.has(row.table))
    .map((row) => ({ table: row.table, secretColumns: row.secret_columns, orderColumns: row.order_columns }));
}

/** The distributor's registry row as written to the file: instants as PostgreSQL's text. */
const DISTRIBUIDOR_ROW = z.object({
  id: z.number(),
  name: z.string(),
  subdomain: z.string(),
  selling_companies: z.array(z.string()),
  maintenance: z.boolean(),
  logo_url: z.string().nullable(),
  created_at: z.string(),
  deleted_at: z.string().nullable(),
  purge_after: z.string().nullable(),
});

/** A table's row as to_jsonb gives it: its columns, whatever the table (written as they are). */
const EXPORTED_ROW = z.object({ row: z.record(z.string(), z.unknown()) });

const write = async (stream: WriteStream, text: string) => {
  if (!stream.write(text)) await once(stream, 'drain');
};

/**
 * SPEC-open (issue 16): before a deleted distributor is erased, the platform downloads all its
 * data: one JSON file, `{distribuidor, exportado_el, tablas: {table: [row…]}}`, each row as
 * PostgreSQL's to_jsonb gives it minus the secret columns. The job belongs to the platform
 * (its file is in the platform's folder, its task-status on the platform's host); rows are
 * read confined to the exported distributor (app role, its tenant id), a batch at a time.
 */
export function createDistribuidorExportHandler(deps: {
  database: Database;
  files: ExportFiles;
}): JobHandler {
  const { database, files } = deps;
  return async (job, context) => {
    const payload = distribuidorExportPayloadSchema.safeParse(job.payload);
    if (!payload.success) throw new JobFailure('La tarea no es válida.');
    const id = payload.data.distribuidorId;
    const [distribuidor] = parsedRows(
      await database.owner.execute(sql`SELECT id, name, subdomain, selling_companies, maintenance, logo_url,
        created_at, deleted_at, purge_after FROM tenants WHERE id = ${id}`),
      DISTRIBUIDOR_ROW,
    );
    if (!distribuidor) throw new JobFailure('El distribuidor ya no existe.');
    const tables = await tenantTables(database);
    const counts = await database.tenant(id, async (tx) => {
      const values: number[] = [];
      for (const { table } of tables) {
        const result = await tx.execute(
          sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE tenant_id = ${id}`,
        );
        values.push(parsedRows(result, z.object({ n: z.number() }))[0]?.n ?? 0);
      }
      return values;
    });
    const total = counts.reduce((sum, n) => sum + n, 0);
    await context.progress(0, total);

    const file = await files.create(job.tenantId, `distribuidor${id}`, 'json');
    const stream = createWriteStream(file.path);
    // A failed write rejects the next `write`/`finish` wait; without a listener it would crash the process.
    stream.on('error', () => undefined);
    try {
      let done = 0;
      await write(
        stream,
        `{"distribuidor":${JSON.stringify(distribuidor)},"exportado_el":${JSON.stringify(new Date())},"tablas":{`,
      );
      for (const [index, spec] of tables.entries()) {
        await write(stream, `${index ? ',' : ''}${JSON.stringify(spec.table)}:[`);
        const hidden = spec.secretColumns.length
          ? sql` - ARRAY[${sql.join(
              spec.secretColumns.map((column) => sql`${column}`),
              sql`, `,
            )}]::text[]`
          : sql``;
        const order = spec.orderColumns.length
          ? sql.join(
              spec.orderColumns.map((column) => sql.identifier(column)),
              sql`, `,
            )
          : sql`ctid`;
        for (let offset = 0, first = true; ; offset += BATCH) {
          context.signal.throwIfAborted();
          const rows = await database.tenant(id, async (tx) =>
            parsedRows(
              await tx.execute(sql`SELECT to_jsonb(t)${hidden} AS row FROM ${sql.identifier(spec.table)} t
                WHERE tenant_id = ${id} ORDER BY ${order} LIMIT ${BATCH} OFFSET ${offset}`),
              EXPORTED_ROW,
            ),
          );
          for (const { row } of rows) {
            await write(stream, `${first ? '' : ','}${JSON.stringify(row)}`);
            first = false;
          }
          done += rows.length;
          await context.progress(done, Math.max(total, done));
          if (rows.length < BATCH) break;
        }
        await write(stream, ']');
      }
      await write(stream, '}}');
      stream.end();
      await once(stream, 'finish');
      await file.publish();
      return { filename: file.filename, done, total: done };
    } catch (error) {
      stream.destroy();
      await file.discard();
      throw error;
    }
  };
}
