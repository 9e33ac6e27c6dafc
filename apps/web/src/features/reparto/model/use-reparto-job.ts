import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { TaskStatus } from '@ventas/domain/jobs/task-status-contract';
import {
  MENSAJES_REPARTO,
  resultadoRepartoSchema,
  type RepartoRequestInput,
  type ResultadoReparto,
} from '@ventas/domain/reparto/reparto-contract';
import { fetchTaskStatus } from '../../../api/task-status';
import { runExportJob, type ExportProgress } from '../../../components/paged-grid/export-job';
import { empezarReparto, repartoKeys } from '../api/reparto-calls';
import { mensajeDeError } from './mensaje-de-error';

export type RepartoState =
  | { step: 'idle' }
  | { step: 'running'; progress: ExportProgress | null }
  | { step: 'done'; resultado: ResultadoReparto }
  | { step: 'failed'; mensaje: string };

/** The deal-out's report, from the task's last status (the job writes no file). */
function resultadoDe(status: TaskStatus | null): ResultadoReparto | null {
  if (status?.state !== 'SUCCESS') return null;
  return resultadoRepartoSchema.safeParse(status.result?.report).data ?? null;
}

/**
 * The deal-out run as a job: the app's one task follower (components/paged-grid/export-job:
 * polling schedule, network retries, cancel), its report read from the last status. Afterwards
 * the preview and the commercials' lists are asked again.
 */
export function useRepartoJob() {
  const queryClient = useQueryClient();
  const [state, setState] = useState<RepartoState>({ step: 'idle' });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const run = useCallback(
    async (body: RepartoRequestInput) => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      setState({ step: 'running', progress: null });
      const seen: { status: TaskStatus | null } = { status: null };
      const outcome = await runExportJob({
        start: () => empezarReparto(body),
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
        setState({ step: 'failed', mensaje: outcome.error ?? MENSAJES_REPARTO.error });
      else if (outcome.kind === 'request-failed')
        setState({ step: 'failed', mensaje: mensajeDeError(outcome.error, MENSAJES_REPARTO.error) });
      else setState({ step: 'idle' });
      await queryClient.invalidateQueries({ queryKey: repartoKeys.all });
    },
    [queryClient],
  );

  const reset = useCallback(() => setState({ step: 'idle' }), []);
  return { state, run, reset };
}
