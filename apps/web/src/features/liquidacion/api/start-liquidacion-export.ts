import type { TaskStarted } from '@ventas/domain/jobs/task-status-contract';
import { api } from '../../../api/api';
import { liquidacionParams } from './liquidacion-query';

/** GET /api/calculadora/liquidacion/download-xlsx/ -> {task_id}; polled and downloaded as every export. */
export async function startLiquidacionExport(mes: string, comercial: number | null): Promise<string> {
  const { task_id } = await api.get<TaskStarted>(
    `/api/calculadora/liquidacion/download-xlsx/?${liquidacionParams(mes, comercial)}`,
  );
  return task_id;
}
