import { useEffect } from 'react';
import { z } from 'zod';
import { useJob, type JobState } from '../../../components/job-progress/use-job';
import { importacionesKeys } from '../api/importaciones-keys';

/** These jobs (dry run, apply, undo) leave their outcome on the import record, not in a report. */
const SIN_INFORME = z.unknown();
const EMPEZANDO: JobState<unknown> = { step: 'running', progress: null };

/**
 * Follows the import job `taskId` names (one just started, or the one a record says is running,
 * resumed on opening it) with the app's one job follower; its end reloads the record first.
 */
export function useSeguirTarea(taskId: string | null): JobState<unknown> | null {
  const tarea = useJob({ report: SIN_INFORME, invalidates: importacionesKeys.all });
  const { resume, reset } = tarea;
  useEffect(() => {
    if (!taskId) return;
    void resume(taskId);
    return reset;
  }, [taskId, resume, reset]);

  if (!taskId) return null;
  // Until the first status arrives, a new task is being followed from the start.
  return tarea.taskId === taskId ? tarea.state : EMPEZANDO;
}
