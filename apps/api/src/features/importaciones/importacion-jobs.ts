import type { JobKindOptions } from '../../jobs/job-queue';

/**
 * The import's dry run, apply and undo may run an hour (the queue's default is 10 minutes): a
 * 500,000-row list applies in about 3 minutes on PostgreSQL but far longer on the embedded PGlite
 * (1.5-4 s per 1,000 rows measured). An apply or undo stopped anyway resumes where it was.
 */
export const IMPORTACION_JOB_OPTIONS: JobKindOptions = { timeoutMs: 60 * 60_000 };
