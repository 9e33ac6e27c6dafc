import { useCallback, useEffect, useRef, useState } from 'react';
import { downloadExportFile } from '../../api/download-export-file';
import { fetchTaskStatus } from '../../api/task-status';
import { SNACKBAR_LONG_MS } from '../../config/constants';
import { useSnackbar } from '../snackbar/snackbar-context';
import { runExportJob, type ExportOutcome, type ExportProgress } from './export-job';

// SPEC §8 "Export".
export const EXPORT_FAILED = 'Error en la exportación';
export const EXPORT_REQUEST_FAILED = 'Ha habido un problema al exportar';
/**
 * Not in the spec: without it the progress bar just went away, and whether a file had arrived
 * was for the user to find out in the browser's downloads.
 */
export const EXPORT_READY = (filename: string) => `Exportación lista: se ha descargado ${filename}`;

/** The SPEC §8 message for a failed outcome (null when nothing went wrong). */
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

/** Runs one export at a time; stops polling when the screen goes. */
export function useExportJob() {
  const snackbar = useSnackbar();
  const [running, setRunning] = useState(false);
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    /** `begin` queues the export and answers its task id. */
    async (begin: () => Promise<string>) => {
      if (controller.current) return;
      const abort = new AbortController();
      controller.current = abort;
      setRunning(true);
      setProgress(null);
      const outcome = await runExportJob({
        start: begin,
        status: (taskId) => fetchTaskStatus(taskId, abort.signal),
        download: downloadExportFile,
        onProgress: setProgress,
        signal: abort.signal,
      });
      controller.current = null;
      if (abort.signal.aborted) return;
      setRunning(false);
      // The file was handed to the browser: say so, or the bar just vanishes (SPEC §8 for errors).
      const message = exportMessage(outcome);
      if (outcome.kind === 'success') snackbar.showSuccess(EXPORT_READY(outcome.filename));
      else if (message)
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
