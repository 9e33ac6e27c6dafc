import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { parsedRows } from '../../db/database';
import { multipartBody } from '../../../test/support/multipart-body';
import { finishedTask } from '../../../test/support/task-wait';
import { sheetRows, workbookOf } from '../../../test/support/xlsx-books';
import { zipBomb } from '../../../test/support/zip-bomb';

/** Test helpers of the lead-list import: files, uploads, the dry run's outcome. */

export type Headers = Record<string, string>;

/** POST /api/importaciones/fichero/ with `content` as `name`. */
export async function subir(app: FastifyInstance, headers: Headers, name: string, content: Buffer | string) {
  const body = await multipartBody([], { name, content });
  return app.inject({
    method: 'POST',
    url: '/api/importaciones/fichero/',
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
}

// The shared test helpers under the names this feature's tests use.
export {
  workbookOf as libro,
  sheetRows as filasDeLibro,
  finishedTask as tareaTerminada,
  zipBomb as bombaZip,
};

/** The import record's fields the dry run writes, read straight from the table. */
export async function registro(database: Database, tenantId: number, id: number) {
  return database.tenant(tenantId, async (tx) => {
    const result = await tx.execute(
      sql`SELECT estado, totales, error, simulacion_job_id, subida,
            (SELECT count(*)::int FROM importacion_filas f WHERE f.tenant_id = i.tenant_id AND f.importacion_id = i.id) AS filas
          FROM importaciones i WHERE tenant_id = ${tenantId} AND id = ${id}`,
    );
    return parsedRows(
      result,
      z.object({
        estado: z.string(),
        totales: z.record(z.string(), z.number().int()),
        error: z.string().nullable(),
        simulacion_job_id: z.string().nullable(),
        subida: z.string().nullable(),
        filas: z.number().int(),
      }),
    )[0];
  });
}

export async function contarClientes(database: Database, tenantId: number): Promise<number> {
  return database.tenant(tenantId, async (tx) => {
    const result = await tx.execute(
      sql`SELECT count(*)::int AS n FROM clientes WHERE tenant_id = ${tenantId}`,
    );
    return parsedRows(result, z.object({ n: z.number().int() }))[0]?.n ?? 0;
  });
}

export async function crearOrigen(database: Database, tenantId: number, nombre: string): Promise<number> {
  return database.tenant(tenantId, async (tx) => {
    const result = await tx.execute(
      sql`INSERT INTO origenes_bbdd (tenant_id, nombre) VALUES (${tenantId}, ${nombre}) RETURNING id`,
    );
    return (parsedRows(result, z.object({ id: z.number().int() }))[0] as { id: number }).id;
  });
}
