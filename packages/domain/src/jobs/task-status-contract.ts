import { z } from 'zod';

/** SPEC §7 task-status states; a job moves PENDING -> STARTED -> SUCCESS | FAILURE. */
export const JOB_STATES = ['PENDING', 'STARTED', 'SUCCESS', 'FAILURE'] as const;
export type JobState = (typeof JOB_STATES)[number];

/**
 * What a job reports as `result` (SPEC §7: filename, done, total). A job that reports more than a
 * file (the catalogue import's rows, catalogue-transfer-contract.ts) adds its `report`, which its
 * screen reads with that contract's schema.
 */
export const jobResultSchema = z.object({
  filename: z.string().nullable(),
  done: z.number().int(),
  total: z.number().int(),
  report: z.unknown().optional(),
});
export type JobResult = z.infer<typeof jobResultSchema>;

/**
 * GET /api/utils/task-status/{task_id}/ (SPEC §4, §7): `result` carries done/total while the job
 * runs and the file name once it succeeded; `error` is the user-facing message of a failure.
 */
export const taskStatusSchema = z.object({
  state: z.enum(JOB_STATES),
  result: jobResultSchema.nullable(),
  error: z.string().optional(),
});
export type TaskStatus = z.infer<typeof taskStatusSchema>;

/** What a call that queues a job answers (e.g. the teletrabajo export): the id to poll. */
export const taskStartedSchema = z.object({ task_id: z.string() });
export type TaskStarted = z.infer<typeof taskStartedSchema>;
