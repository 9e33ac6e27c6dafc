import { z } from 'zod';
import { defineCall } from '../http/api-call';
import { detailSchema } from '../http/error-contract';
import { API_ACCESS } from '../permissions/api-rules';
import { taskStatusSchema } from './task-status-contract';

/**
 * SPEC §7: what every job (exports, imports, bulk changes) is followed by. The file a job wrote is
 * downloaded from `/api/utils/get-xlsx-files/`, by hand: its answer is the file.
 */
export const jobsCalls = {
  /** A job of another tenant, or of another user below Manager, is not found (404). */
  taskStatus: defineCall({
    method: 'GET',
    path: '/api/utils/task-status/:task_id/',
    access: API_ACCESS.anyRole,
    params: z.object({ task_id: z.string().max(64) }),
    response: taskStatusSchema,
    errors: { 404: detailSchema },
  }),
};
