import { MENSAJES_IMPORTACION } from '@ventas/domain/importaciones/importacion-contract';
import type { Database } from '../../db/database';
import type { ExportFiles } from '../../jobs/export-files';
import type { JobHandler } from '../../jobs/job-types';
import { aplicarLote } from './aplicar-lote';
import { porLotes } from './aplicar-por-lotes';
import { cerrarAplicacion, contarAplicadas } from './importacion.repository';

export const APLICAR_IMPORTACION_KIND = 'importacion-aplicar';

/**
 * Issue 17 "Apply": writes exactly what the dry run classified, batch by batch (aplicar-lote.ts),
 * resumable after a crash; at the end the record holds its counts, APLICADA and its date, and
 * the stored upload is removed (the staged rows hold everything the apply and undo need).
 */
export function createAplicarHandler(deps: { database: Database; files: ExportFiles }): JobHandler {
  return porLotes(deps.database, {
    enCurso: 'APLICANDO',
    terminada: 'APLICADA',
    mensajeError: MENSAJES_IMPORTACION.errorAplicar,
    async contar(tx, id) {
      const n = await contarAplicadas(tx, id);
      const total = [...n.values()].reduce((sum, value) => sum + value, 0);
      return { hechas: total - (n.get('pendiente') ?? 0), total };
    },
    lote: aplicarLote,
    async antesDeCerrar(importacion) {
      if (!importacion.subida) return;
      await deps.files.remove(importacion.tenantId, importacion.subida);
    },
    cerrar: cerrarAplicacion,
  });
}
