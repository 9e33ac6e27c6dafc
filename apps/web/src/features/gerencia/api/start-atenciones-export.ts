import type { Ventana } from '@ventas/domain/gerencia/gerencia-ventana';
import type { TaskStarted } from '@ventas/domain/jobs/task-status-contract';
import { api } from '../../../api/api';
import { conQuery } from './gerencia-cuentas-query';

/**
 * GET /api/atenciones/gerencia/download-xlsx-atenciones-comercial (SPEC §7 Management) -> {task_id}:
 * the attentions the selected commercials' figures count, in the window the figures show.
 */
export async function startAtencionesExport(
  ventana: Ventana,
  comerciales: readonly number[],
): Promise<string> {
  const { task_id } = await api.get<TaskStarted>(
    conQuery('/api/atenciones/gerencia/download-xlsx-atenciones-comercial', [
      ['updated_on_after', ventana.desde],
      ['updated_on_before', ventana.hasta],
      ...comerciales.map((id) => ['comercial', String(id)] as const),
    ]),
  );
  return task_id;
}
