import type { FastifyRequest } from 'fastify';
import type { TaskStarted } from '@ventas/domain/jobs/task-status-contract';
import { currentUser } from '../http/request-context';

/**
 * Queues a job of the caller's in the request's distributor, and answers what the client polls
 * task-status with (SPEC §4 "Export job"): the one way a route starts an export, an import or a
 * bulk change. `Payload` may be named at the call, so the compiler checks what the job will read.
 */
export async function startTask<Payload>(
  request: FastifyRequest,
  kind: string,
  payload: Payload,
): Promise<TaskStarted> {
  const { accountId } = currentUser(request);
  const taskId = await request.server.jobQueue.enqueue({
    tenantId: request.tenant.id,
    accountId,
    kind,
    payload,
  });
  return { task_id: taskId };
}
