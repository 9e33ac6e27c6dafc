import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ZodType } from 'zod';
import type { TaskStatus } from '@ventas/domain/jobs/task-status-contract';
import { fetchTaskStatus } from '../../api/task-status';
import { runExportJob, type ExportOutcome, type ExportProgress } from '../paged-grid/export-job';
import type { JobFailure } from './job-error-message';

export type JobProgress = ExportProgress;

export type JobState<R> =
  | { step: 'idle' }
  | { step: 'running'; progress: JobProgress | null }
  | { step: 'done'; result: R }
  | { step: 'failed'; failure: JobFailure };

export interface JobOptions<R> {
  /** The screen's schema for the report the job leaves in its last status (`result.report`). */
  report: ZodType<R>;
  /**
   * The queries the job's end makes stale: re-read, whether it succeeded or not, before it shows.
   * Read when the job ends, so a screen can name them for one kind of run only (an import's apply,
   * not its dry run); none for a job that writes nothing.
   */
  invalidates?: QueryKey;
}

/** A state and the task it belongs to (null while the start request has not answered). */
interface Followed<R> {
  taskId: string | null;
  state: JobState<R>;
}

const IDLE: Followed<never> = { taskId: null, state: { step: 'idle' } };

/** How the job ended, read from its last status: its report when it succeeded and reads. */
function endState<R>(outcome: ExportOutcome, last: TaskStatus | null, report: ZodType<R>): JobState<R> {
  if (last?.state === 'SUCCESS') {
    const parsed = report.safeParse(last.result?.report);
    if (parsed.success) return { step: 'done', result: parsed.data };
  }
  // A success whose report does not read is no result the screen can show.
  const failure = outcome.kind === 'failure' || outcome.kind === 'request-failed' ? outcome : null;
  return { step: 'failed', failure: failure ?? { kind: 'failure', error: null } };
}

/**
 * A job started by a screen, or one already running that it resumes by id, followed through
 * /api/utils/task-status/{id}/ with the app's one task follower (paged-grid/export-job.ts: the
 * SPEC §4 polling schedule, network retries). These jobs leave a report, not a file: it is read
 * from the last status with the screen's schema. One job at a time: a new one, a reset or leaving
 * the screen stops following the previous one (the job itself runs on in the server).
 */
export function useJob<R>({ report, invalidates }: JobOptions<R>) {
  const queryClient = useQueryClient();
  const [followed, setFollowed] = useState<Followed<R>>(IDLE);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);
  // Read when a job ends, so `run` and `resume` keep their identity whatever the screen passes.
  const options = useRef({ report, invalidates });
  useEffect(() => {
    options.current = { report, invalidates };
  });

  const follow = useCallback(
    async (start: () => Promise<string>, knownTaskId: string | null) => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      let taskId = knownTaskId;
      const put = (state: JobState<R>) => {
        if (!abort.signal.aborted) setFollowed({ taskId, state });
      };
      put({ step: 'running', progress: null });
      const seen: { last: TaskStatus | null } = { last: null };
      const outcome = await runExportJob({
        start: async () => (taskId = await start()),
        status: async (id) => (seen.last = await fetchTaskStatus(id, abort.signal)),
        download: async () => {},
        onProgress: (progress) => put({ step: 'running', progress }),
        signal: abort.signal,
      });
      if (abort.signal.aborted) return;
      const stale = options.current.invalidates;
      if (stale) await queryClient.invalidateQueries({ queryKey: stale });
      put(endState(outcome, seen.last, options.current.report));
      if (controller.current === abort) controller.current = null;
    },
    [queryClient],
  );

  /** Starts a job: `start` queues it (a POST, or an import's multipart upload) and answers its task id. */
  const run = useCallback((start: () => Promise<string>) => follow(start, null), [follow]);
  /** Resumes following a job already running (e.g. the one a record says is at work). */
  const resume = useCallback((taskId: string) => follow(() => Promise.resolve(taskId), taskId), [follow]);
  const reset = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setFollowed(IDLE);
  }, []);

  return { state: followed.state, taskId: followed.taskId, run, resume, reset };
}
