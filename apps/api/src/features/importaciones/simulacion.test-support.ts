import { constants, deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { TaskStatus } from '@ventas/domain/jobs/task-status-contract';
import type { Database } from '../../db/database';
import { rowsOf } from '../../db/database';

/** Test helpers of the lead-list import: files, uploads, the dry run's outcome. */

export type Headers = Record<string, string>;

/** POST /api/importaciones/fichero/ with `content` as `name`. */
export async function subir(app: FastifyInstance, headers: Headers, name: string, content: Buffer | string) {
  const form = new FormData();
  form.append('file', new Blob([content]), name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return app.inject({
    method: 'POST',
    url: '/api/importaciones/fichero/',
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { ...headers, 'content-type': request.headers.get('content-type') ?? '' },
  });
}

/** An xlsx of `rows` (the first is the header); `edit` may add formulas or other cells. */
export async function libro(
  rows: ReadonlyArray<readonly unknown[]>,
  edit?: (sheet: ExcelJS.Worksheet) => void,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Datos');
  for (const row of rows) sheet.addRow(row as ExcelJS.CellValue[]);
  edit?.(sheet);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The first sheet's rows as plain values (row 1 first). */
export async function filasDeLibro(body: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

/** Polls task-status until the job ends. */
export async function tareaTerminada(
  app: FastifyInstance,
  headers: Headers,
  taskId: string,
): Promise<TaskStatus> {
  for (let attempt = 0; attempt < 1200; attempt += 1) {
    const status: TaskStatus = (
      await app.inject({ url: `/api/utils/task-status/${taskId}/`, headers })
    ).json();
    if (status.state === 'SUCCESS' || status.state === 'FAILURE') return status;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`task ${taskId} did not finish`);
}

/** The import record's fields the dry run writes, read straight from the table. */
export async function registro(database: Database, tenantId: number, id: number) {
  return database.tenant(tenantId, async (tx) => {
    const result = await tx.execute(
      sql`SELECT estado, totales, error, simulacion_job_id, subida,
            (SELECT count(*)::int FROM importacion_filas f WHERE f.tenant_id = i.tenant_id AND f.importacion_id = i.id) AS filas
          FROM importaciones i WHERE tenant_id = ${tenantId} AND id = ${id}`,
    );
    return rowsOf<{
      estado: string;
      totales: Record<string, number>;
      error: string | null;
      simulacion_job_id: string | null;
      subida: string | null;
      filas: number;
    }>(result)[0];
  });
}

export async function contarClientes(database: Database, tenantId: number): Promise<number> {
  return database.tenant(tenantId, async (tx) => {
    const result = await tx.execute(
      sql`SELECT count(*)::int AS n FROM clientes WHERE tenant_id = ${tenantId}`,
    );
    return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
  });
}

export async function crearOrigen(database: Database, tenantId: number, nombre: string): Promise<number> {
  return database.tenant(tenantId, async (tx) => {
    const result = await tx.execute(
      sql`INSERT INTO origenes_bbdd (tenant_id, nombre) VALUES (${tenantId}, ${nombre}) RETURNING id`,
    );
    return (rowsOf<{ id: number }>(result)[0] as { id: number }).id;
  });
}

/**
 * A zip bomb: a small zip whose one entry inflates to `bytes` zeros (a whole number of MiB; sizes
 * declared honestly: the reader does not trust them either way). One MiB of zeros is deflated once
 * as byte-aligned, non-final blocks (a full flush) and repeated, then a final empty block: a valid
 * deflate stream built in milliseconds.
 */
export async function bombaZip(bytes: number): Promise<Buffer> {
  const mib = 1024 * 1024;
  const block = deflateRawSync(Buffer.alloc(mib), { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  const data = Buffer.concat([
    ...Array.from({ length: Math.ceil(bytes / mib) }, () => block),
    deflateRawSync(Buffer.alloc(0)),
  ]);
  const name = Buffer.from('xl/worksheets/sheet1.xml');
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(bytes >>> 0, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(bytes >>> 0, 24);
  central.writeUInt16LE(name.length, 28);
  central.writeUInt32LE(0, 42);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(local.length + name.length + data.length, 16);
  return Buffer.concat([local, name, data, central, name, end]);
}
