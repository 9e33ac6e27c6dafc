import { healthSchema, readinessSchema } from '@ventas/domain/health/health-contract';
import { API_ACCESS } from '@ventas/domain/permissions/api-rules';
import type { ApiInstance } from '../../http/route-types';
import { checkReadiness, type ReadinessDeps } from './readiness';

/**
 * Probes for load balancers, orchestrators and the test harness. Registered outside the /api
 * scope: they answer for any host, known tenant or not, and in maintenance.
 */
export function healthRoutes(app: ApiInstance, deps: ReadinessDeps): void {
  // Kept as it always answered: the e2e harness and outside checks call it.
  app.get('/api/health/', {
    config: { access: API_ACCESS.public, maintenanceExempt: true },
    schema: { response: { 200: healthSchema } },
    handler: () => ({ status: 'ok' as const }),
  });

  /** Liveness: the process answers; nothing else is asked, so a slow database never restarts it. */
  app.get('/api/health/live', {
    config: { access: API_ACCESS.public, maintenanceExempt: true },
    schema: { response: { 200: healthSchema } },
    handler: () => ({ status: 'ok' as const }),
  });

  /** Readiness: send work here only on 200 (503 from the moment the process starts to stop). */
  app.get('/api/health/ready', {
    config: { access: API_ACCESS.public, maintenanceExempt: true },
    schema: { response: { 200: readinessSchema, 503: readinessSchema } },
    handler: async (_request, reply) => {
      const readiness = await checkReadiness(deps);
      return reply
        .code(readiness.status === 'ok' ? 200 : 503)
        .header('cache-control', 'no-store')
        .send(readiness);
    },
  });
}
