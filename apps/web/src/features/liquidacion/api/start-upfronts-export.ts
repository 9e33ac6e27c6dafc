import type { TaskStarted } from '@ventas/domain/jobs/task-status-contract';
import { api } from '../../../api/api';
import { upfrontsParams, type UpfrontsFiltros } from './lista-upfronts-query';

/** GET /api/calculadora/lista-upfronts/download-xlsx/ -> {task_id}, with the list's filters. */
export async function startUpfrontsExport(filtros: UpfrontsFiltros): Promise<string> {
  const { task_id } = await api.get<TaskStarted>(
    `/api/calculadora/lista-upfronts/download-xlsx/?${upfrontsParams(filtros)}`,
  );
  return task_id;
}
