import { useCallback, useEffect, useRef, useState } from 'react';
import { useSnackbar } from '../../../components/snackbar/snackbar-context';
import { SNACKBAR_LONG_MS } from '../../../config/constants';
import type { ClientesQuery } from '../api/clientes-list-query';
import { downloadExportFile } from '../api/download-export-file';
import { startClientesExport } from '../api/start-clientes-export';
import { fetchTaskStatus } from '../api/task-status';
import { runExportJob, type ExportOutcome, type ExportProgress } from './export-job';

// SPEC §8 "Export".
export const EXPORT_FAILED = 'Error en la exportación';
export const EXPORT_REQUEST_FAILED = 'Ha habido un problema al exportar';

/** The SPEC §8 message for an outcome (null when nothing is to be said). */
export function exportMessage(outcome: ExportOutcome): string | null {
  switch (outcome.kind) {
    case 'failure':
      return outcome.error ? `${EXPORT_FAILED} ## ${outcome.error} ##` : EXPORT_FAILED;
    case 'request-failed':
      return EXPORT_REQUEST_FAILED;
    default:
      return null;
  }
}

/** Runs one export at a time for the list's filters; stops polling when the screen goes. */
export function useClientesExport() {
  const snackbar = useSnackbar();
  const [running, setRunning] = useState(false);
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    async (filters: ClientesQuery) => {
      if (controller.current) return;
      const abort = new AbortController();
      controller.current = abort;
      setRunning(true);
      setProgress(null);
      const outcome = await runExportJob({
        start: () => startClientesExport(filters),
        status: (taskId) => fetchTaskStatus(taskId, abort.signal),
        download: downloadExportFile,
        onProgress: setProgress,
        signal: abort.signal,
      });
      controller.current = null;
      if (abort.signal.aborted) return;
      setRunning(false);
      const message = exportMessage(outcome);
      if (message)
        snackbar.showError(
          message,
          outcome.kind === 'request-failed' ? outcome.error : undefined,
          SNACKBAR_LONG_MS,
        );
    },
    [snackbar],
  );

  return { start, running, progress };
}
