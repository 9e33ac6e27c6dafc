import { readinessSchema } from '@ventas/domain/health/health-contract';
import { healthCalls } from '@ventas/domain/health/health.calls';
import { API_ACCESS } from '@ventas/domain/permissions/api-rules';
import { routeCall } from '../../http/call-route';
import type { ApiInstance } from '../../http/route-types';
import { checkReadiness, type ReadinessDeps } from './readiness';

/**
 * Probes for load balancers, orchestrators and the test harness. Registered outside the /api
 * scope: they answer for any host, known tenant or not, and in maintenance.
 */
export function healthRoutes(app: ApiInstance, deps: ReadinessDeps): void {
  const ok = () => ({ status: 'ok' as const });
  routeCall(app, healthCalls.health, ok, { maintenanceExempt: true });
  routeCall(app, healthCalls.live, ok, { maintenanceExempt: true });

  // Readiness: send work here only on 200 (503 from the moment the process starts to stop). Two
  // statuses of one answer, so by hand.
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
