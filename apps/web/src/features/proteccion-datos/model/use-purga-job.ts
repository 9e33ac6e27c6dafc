import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { TaskStatus } from '@ventas/domain/jobs/task-status-contract';
import {
  MENSAJES_PROTECCION,
  resultadoPurgaSchema,
  type ResultadoPurga,
} from '@ventas/domain/proteccion-datos/proteccion-datos-contract';
import { errorDetail } from '../../../api/api-error';
import { fetchTaskStatus } from '../../../api/task-status';
import { runExportJob, type ExportProgress } from '../../../components/paged-grid/export-job';
import { empezarPurga, proteccionKeys } from '../api/proteccion-datos-calls';

export type PurgaState =
  | { step: 'idle' }
  | { step: 'running'; progress: ExportProgress | null }
  | { step: 'done'; resultado: ResultadoPurga }
  | { step: 'failed'; mensaje: string };

/** The purge's report, from the task's last status (the job writes no file). */
function resultadoDe(status: TaskStatus | null): ResultadoPurga | null {
  if (status?.state !== 'SUCCESS') return null;
  return resultadoPurgaSchema.safeParse(status.result?.report).data ?? null;
}

/**
 * An origin's purge run as a job, followed by the app's one task follower (export-job.ts:
 * polling schedule, network retries, cancel on unmount); afterwards the counts are asked again.
 */
export function usePurgaJob() {
  const queryClient = useQueryClient();
  const [state, setState] = useState<PurgaState>({ step: 'idle' });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const run = useCallback(
    async (origen: number) => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      setState({ step: 'running', progress: null });
      const seen: { status: TaskStatus | null } = { status: null };
      const outcome = await runExportJob({
        start: () => empezarPurga(origen),
        status: async (taskId) => (seen.status = await fetchTaskStatus(taskId, abort.signal)),
        download: async () => {},
        onProgress: (progress) => setState({ step: 'running', progress }),
        signal: abort.signal,
      });
      if (abort.signal.aborted) return;
      controller.current = null;
      const resultado = resultadoDe(seen.status);
      if (resultado) setState({ step: 'done', resultado });
      else if (outcome.kind === 'failure')
        setState({ step: 'failed', mensaje: outcome.error ?? MENSAJES_PROTECCION.errorPurga });
      else if (outcome.kind === 'request-failed')
        setState({ step: 'failed', mensaje: errorDetail(outcome.error) ?? MENSAJES_PROTECCION.errorPurga });
      else setState({ step: 'idle' });
      await queryClient.invalidateQueries({ queryKey: proteccionKeys.all });
    },
    [queryClient],
  );

  const reset = useCallback(() => setState({ step: 'idle' }), []);
  return { state, run, reset };
}
