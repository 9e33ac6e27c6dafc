import type { TaskStarted } from '@ventas/domain/jobs/task-status-contract';
import { api } from '../../../api/api';

/** The objectives template's two jobs (plantilla-objetivos-contract.ts); Admin and above. */
export type PlantillaModo = 'dry-run' | 'apply';

/** SPEC §7 POST /api/utils/write-xlsx/ for the month's template (`table: 'objetivos'`). */
export async function iniciarPlantillaObjetivos(mes: string): Promise<string> {
  const { task_id } = await api.post<TaskStarted>('/api/utils/write-xlsx/', {
    table: 'objetivos',
    query: { month_year_updated_on: mes },
  });
  return task_id;
}

/** SPEC §7 POST /api/utils/read-xlsx/: the fields first (the month too), then the file. */
export async function iniciarLecturaObjetivos(mes: string, modo: PlantillaModo, file: File): Promise<string> {
  const body = new FormData();
  body.append('table', 'objetivos');
  body.append('mode', modo);
  body.append('month_year_updated_on', mes);
  body.append('file', file, file.name);
  const { task_id } = await api.post<TaskStarted>('/api/utils/read-xlsx/', body);
  return task_id;
}
