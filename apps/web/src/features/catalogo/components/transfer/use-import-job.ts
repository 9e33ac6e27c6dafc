import { useCallback, useEffect, useRef, useState } from 'react';
import type { TaskStatus } from '@ventas/domain/jobs/task-status-contract';
import {
  importReportSchema,
  type ImportMode,
  type ImportReport,
  type ImportTable,
} from '@ventas/domain/servicios/catalogue-transfer-contract';
import { fetchTaskStatus } from '../../../../api/task-status';
import {
  runExportJob,
  type ExportOutcome,
  type ExportProgress,
} from '../../../../components/paged-grid/export-job';
import { startCatalogueImport } from '../../api/catalogue-import-calls';

export type ImportState =
  | { step: 'idle' }
  | { step: 'running'; mode: ImportMode; progress: ExportProgress | null }
  | { step: 'done'; mode: ImportMode; report: ImportReport }
  | { step: 'failed'; mode: ImportMode; outcome: ExportOutcome | null };

/** The report the import task leaves in its result (catalogue transfer contract). */
function reportOf(status: TaskStatus | null): ImportReport | null {
  if (status?.state !== 'SUCCESS') return null;
  const result = status.result as { report?: unknown } | null;
  return importReportSchema.safeParse(result?.report).data ?? null;
}

/**
 * An import run as a job (SPEC §4): the app's one task follower (components/paged-grid/export-job:
 * polling schedule, network retries, cancel) with the upload as its start. Its report is read from
 * the task's last status; the report's file is not downloaded.
 */
export function useImportJob() {
  const [state, setState] = useState<ImportState>({ step: 'idle' });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const run = useCallback(async (table: ImportTable, mode: ImportMode, file: File) => {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    setState({ step: 'running', mode, progress: null });
    const seen: { status: TaskStatus | null } = { status: null };
    const outcome = await runExportJob({
      start: () => startCatalogueImport(table, mode, file),
      status: async (taskId) => (seen.status = await fetchTaskStatus(taskId, abort.signal)),
      download: async () => {},
      onProgress: (progress) => setState({ step: 'running', mode, progress }),
      signal: abort.signal,
    });
    if (abort.signal.aborted) return;
    controller.current = null;
    const report = reportOf(seen.status);
    setState(report ? { step: 'done', mode, report } : { step: 'failed', mode, outcome });
  }, []);

  const reset = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setState({ step: 'idle' });
  }, []);

  return { state, run, reset };
}
