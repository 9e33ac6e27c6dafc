import { defineCall } from '../http/api-call';
import { API_ACCESS } from '../permissions/api-rules';
import { healthSchema } from './health-contract';

/**
 * Probes for load balancers, orchestrators and the test harness. Readiness answers 200 or 503 with
 * the same body, two statuses of one answer, so it stays by hand (the API's health.routes.ts).
 */
export const healthCalls = {
  /** Kept as it always answered: the e2e harness and outside checks call it. */
  health: defineCall({
    method: 'GET',
    path: '/api/health/',
    access: API_ACCESS.public,
    response: healthSchema,
  }),
  /** Liveness: the process answers; nothing else is asked, so a slow database never restarts it. */
  live: defineCall({
    method: 'GET',
    path: '/api/health/live',
    access: API_ACCESS.public,
    response: healthSchema,
  }),
};
