import type { z } from 'zod';
import { defineCall } from '../http/api-call';
import { badRequestSchema } from '../http/error-contract';
import { taskStartedSchema } from './task-status-contract';

/**
 * A list's export: GET with the list's query (a bad one is a 400, never a failed job), answering
 * the job's `{task_id}`, which the screen follows through task-status (SPEC §4).
 */
export function exportCall<const P extends string, const A, Q extends z.ZodType>(
  path: P,
  access: A,
  query: Q,
) {
  return defineCall({
    method: 'GET',
    path,
    access,
    query,
    response: taskStartedSchema,
    errors: { 400: badRequestSchema },
  });
}
