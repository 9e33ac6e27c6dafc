import { queryOptions } from '@tanstack/react-query';
import {
  vistaPreviaRepartoSchema,
  type RepartoRequestInput,
  type VistaPreviaReparto,
} from '@ventas/domain/reparto/reparto-contract';
import { taskStartedSchema } from '@ventas/domain/jobs/task-status-contract';
import { api } from '../../../api/api';

export const repartoKeys = { all: ['reparto'] as const };

/** POST /api/reparto/vista-previa/: what the deal-out would do now. */
export const vistaPreviaQuery = (body: RepartoRequestInput | null) =>
  queryOptions({
    queryKey: [...repartoKeys.all, 'vista-previa', body],
    queryFn: async ({ signal }): Promise<VistaPreviaReparto> =>
      vistaPreviaRepartoSchema.parse(await api.post<unknown>('/api/reparto/vista-previa/', body, { signal })),
    enabled: body !== null,
    retry: false,
  });

/** POST /api/reparto/: starts the deal-out; the task to follow. */
export async function empezarReparto(body: RepartoRequestInput): Promise<string> {
  return taskStartedSchema.parse(await api.post<unknown>('/api/reparto/', body)).task_id;
}
