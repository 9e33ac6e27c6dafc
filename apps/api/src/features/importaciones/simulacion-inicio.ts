import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  MENSAJES_IMPORTACION,
  type NuevaImportacion,
} from '@ventas/domain/importaciones/importacion-contract';
import { MENSAJES_FICHERO } from '@ventas/domain/importaciones/importacion-fichero';
import { parsedRows, type Database } from '../../db/database';
import { conflict, invalid, notFound } from '../../http/app-error';
import type { ExportFiles } from '../../jobs/export-files';
import type { JobQueue } from '../../jobs/job-queue';
import { TableFileFailure } from '../../jobs/table-file';
import { leerColumnas } from './fichero-columnas';
import { guardarMapeo } from './fichero-mapeo';
import { subidaGuardada } from './fichero-subida';
import { SIMULACION_KIND, type SimulacionPayload } from './simulacion.job';

const ID_ROW = z.object({ id: z.number().int() });

/**
 * POST /api/importaciones/: the upload (this tenant's, still stored, not used by another import)
 * and the origin (this tenant's) checked, the mapping checked against the file's columns and
 * saved on the origin, the record created SIMULANDO and its dry run queued.
 */
export async function iniciarSimulacion(
  deps: { database: Database; files: ExportFiles; jobQueue: JobQueue },
  caller: { tenantId: number; accountId: number },
  body: NuevaImportacion,
): Promise<{ id: number; task_id: string }> {
  const { database, files, jobQueue } = deps;
  const { tenantId, accountId } = caller;
  const subida = await subidaGuardada(files, tenantId, body.subida);
  if (!subida) throw notFound(MENSAJES_IMPORTACION.subidaCaducada);
  const { columnas, cabeceras } = await leerColumnas(subida.path, subida.format).catch((error: unknown) => {
    if (error instanceof TableFileFailure) throw invalid({ subida: [error.message] });
    throw error;
  });
  const indices = new Set(columnas.map((columna) => String(columna.indice)));
  const inexistentes = Object.entries(body.mapeo)
    .filter(([columna, campo]) => campo !== null && !indices.has(columna))
    .map(([columna]) => MENSAJES_FICHERO.columnaInexistente(columna));
  if (inexistentes.length > 0) throw invalid({ mapeo: inexistentes });

  const id = await database.tenant(tenantId, async (tx) => {
    const origen = await tx.execute(
      sql`SELECT id FROM origenes_bbdd WHERE tenant_id = ${tenantId} AND id = ${body.origen_bbdd} FOR UPDATE`,
    );
    if (parsedRows(origen, ID_ROW).length === 0) throw notFound(MENSAJES_FICHERO.origenNoEncontrado);
    const enUso = await tx.execute(
      sql`SELECT id FROM importaciones
          WHERE tenant_id = ${tenantId} AND subida = ${body.subida} AND estado <> 'FALLIDA'`,
    );
    if (parsedRows(enUso, ID_ROW).length > 0) throw conflict({ detail: MENSAJES_FICHERO.subidaEnUso });
    await guardarMapeo(tx, body.origen_bbdd, body.mapeo, cabeceras);
    const creada = await tx.execute(
      sql`INSERT INTO importaciones (tenant_id, account_id, origen_bbdd_id, fichero, subida, mapeo, estado)
          VALUES (${tenantId}, ${accountId}, ${body.origen_bbdd}, ${body.fichero}, ${body.subida},
                  ${JSON.stringify(body.mapeo)}::jsonb, 'SIMULANDO')
          RETURNING id`,
    );
    return (parsedRows(creada, ID_ROW)[0] as { id: number }).id;
  });
  const payload: SimulacionPayload = { importacion: id };
  const taskId = await jobQueue.enqueue({ tenantId, accountId, kind: SIMULACION_KIND, payload });
  await database.tenant(tenantId, (tx) =>
    tx.execute(
      sql`UPDATE importaciones SET simulacion_job_id = ${taskId}::uuid WHERE tenant_id = ${tenantId} AND id = ${id}`,
    ),
  );
  return { id, task_id: taskId };
}
