import { puedeIniciarAplicar, MENSAJES_REGISTRO } from '@ventas/domain/importaciones/importacion-aplicar';
import { MENSAJES_IMPORTACION, type Duplicados } from '@ventas/domain/importaciones/importacion-contract';
import { puedeIniciarDeshacer } from '@ventas/domain/importaciones/importacion-deshacer';
import type { Database } from '../../db/database';
import { conflict, notFound } from '../../http/app-error';
import { insertJob } from '../../jobs/jobs.repository';
import { APLICAR_IMPORTACION_KIND } from './aplicar.job';
import type { TrabajoImportacion } from './aplicar-por-lotes';
import { DESHACER_IMPORTACION_KIND } from './deshacer.job';
import { bloquearImportacion, marcarEnCurso } from './importacion.repository';

/**
 * Starting an apply or an undo: under the record's row lock, the rule of its state (domain), the
 * job and the record's new state in one transaction, so two clicks never start two runs. The
 * runner picks the job up at its next poll (a quarter of a second).
 */
export function createInicioImportacion(database: Database) {
  return {
    aplicar(tenantId: number, accountId: number, id: number, duplicados: Duplicados) {
      return database.tenant(tenantId, async (tx) => {
        const importacion = await bloquearImportacion(tx, id);
        if (!importacion) throw notFound(MENSAJES_REGISTRO.noEncontrada);
        if (!puedeIniciarAplicar(importacion)) throw conflict({ detail: MENSAJES_IMPORTACION.noAplicable });
        const payload: TrabajoImportacion = { importacion_id: id };
        const jobId = await insertJob(tx, { tenantId, accountId, kind: APLICAR_IMPORTACION_KIND, payload });
        // Resuming keeps the choice the apply started with: rows already written followed it.
        const resumida = importacion.estado === 'APLICANDO';
        await marcarEnCurso(tx, id, {
          estado: 'APLICANDO',
          jobId,
          ...(resumida ? {} : { duplicados }),
        });
        return { task_id: jobId };
      });
    },

    deshacer(tenantId: number, accountId: number, id: number) {
      return database.tenant(tenantId, async (tx) => {
        const importacion = await bloquearImportacion(tx, id);
        if (!importacion) throw notFound(MENSAJES_REGISTRO.noEncontrada);
        if (!puedeIniciarDeshacer(importacion, new Date()))
          throw conflict({ detail: MENSAJES_IMPORTACION.noDeshacible });
        const payload: TrabajoImportacion = { importacion_id: id };
        const jobId = await insertJob(tx, { tenantId, accountId, kind: DESHACER_IMPORTACION_KIND, payload });
        await marcarEnCurso(tx, id, { estado: 'DESHACIENDO', jobId });
        return { task_id: jobId };
      });
    },
  };
}
