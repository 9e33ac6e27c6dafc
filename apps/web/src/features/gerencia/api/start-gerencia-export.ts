import type { TaskStarted } from '@ventas/domain/jobs/task-status-contract';
import { api } from '../../../api/api';
import { conQuery, type Entradas } from './gerencia-cuentas-query';

/** GET /api/comerciales/gerencia/download-xlsx-gerencia/ -> {task_id}, with the table's query. */
export async function startGerenciaExport(entradas: Entradas): Promise<string> {
  const { task_id } = await api.get<TaskStarted>(
    conQuery('/api/comerciales/gerencia/download-xlsx-gerencia/', entradas),
  );
  return task_id;
}
