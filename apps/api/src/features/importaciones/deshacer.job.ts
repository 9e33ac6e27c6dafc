import { MENSAJES_IMPORTACION } from '@ventas/domain/importaciones/importacion-contract';
import type { Database } from '../../db/database';
import type { JobHandler } from '../../jobs/job-types';
import { porLotes } from './aplicar-por-lotes';
import { deshacerLote } from './deshacer-lote';
import { cerrarDeshacer, contarAplicadas } from './importacion.repository';

export const DESHACER_IMPORTACION_KIND = 'importacion-deshacer';

/**
 * Issue 17 "Undo an import": removes, batch by batch (deshacer-lote.ts), the customers the import
 * created that nobody has worked, resumable like the apply; the record then counts those removed
 * and those kept, DESHECHA and its date. Duplicates it updated stay updated (the audit log has
 * their earlier values).
 */
export function createDeshacerHandler(deps: { database: Database }): JobHandler {
  return porLotes(deps.database, {
    enCurso: 'DESHACIENDO',
    terminada: 'DESHECHA',
    mensajeError: MENSAJES_IMPORTACION.errorDeshacer,
    async contar(tx, id) {
      const n = await contarAplicadas(tx, id);
      const hechas = (n.get('eliminado') ?? 0) + (n.get('conservado') ?? 0);
      return { hechas, total: hechas + (n.get('creado') ?? 0) };
    },
    lote: deshacerLote,
    cerrar: cerrarDeshacer,
  });
}
