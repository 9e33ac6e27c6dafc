import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { TaskStatus } from '@ventas/domain/jobs/task-status-contract';
import { fetchTaskStatus } from '../../../api/task-status';
import { runExportJob, type ExportProgress } from '../../../components/paged-grid/export-job';
import { importacionesKeys } from '../api/importaciones-keys';

export type Seguimiento =
  | { estado: 'siguiendo'; progreso: ExportProgress | null }
  | { estado: 'terminada' }
  /** The job failed (its Spanish reason, when it gave one) or its status could not be read. */
  | { estado: 'fallida'; error: string | null };

/**
 * Follows an import's job (dry run, apply or undo) with the app's one task follower
 * (export-job.ts: polling schedule, network retries); its end reloads the record, which then
 * holds the job's outcome. These jobs leave no file, so success is read from the last status.
 */
export function useSeguirTarea(taskId: string | null): Seguimiento | null {
  const queryClient = useQueryClient();
  const [seguimiento, setSeguimiento] = useState<{ taskId: string; valor: Seguimiento } | null>(null);

  useEffect(() => {
    if (!taskId) return;
    const abort = new AbortController();
    const poner = (valor: Seguimiento) => setSeguimiento({ taskId, valor });
    const visto: { status: TaskStatus | null } = { status: null };
    void runExportJob({
      start: () => Promise.resolve(taskId),
      status: async (id) => (visto.status = await fetchTaskStatus(id, abort.signal)),
      download: async () => {},
      onProgress: (progreso) => poner({ estado: 'siguiendo', progreso }),
      signal: abort.signal,
    }).then(async (outcome) => {
      if (abort.signal.aborted) return;
      await queryClient.invalidateQueries({ queryKey: importacionesKeys.all });
      if (visto.status?.state === 'SUCCESS') poner({ estado: 'terminada' });
      else poner({ estado: 'fallida', error: outcome.kind === 'failure' ? outcome.error : null });
    });
    return () => abort.abort();
  }, [taskId, queryClient]);

  if (!taskId) return null;
  // Until the first status arrives, the job is being followed from the start.
  return seguimiento?.taskId === taskId ? seguimiento.valor : { estado: 'siguiendo', progreso: null };
}
