import { healthSchema } from '@ventas/domain/health/health-contract';
import { API_ACCESS } from '@ventas/domain/permissions/api-rules';
import type { ApiInstance } from '../../http/route-types';

/** Liveness for load balancers and the test harness; answers for any known tenant host. */
export function healthRoutes(app: ApiInstance): void {
  app.get('/api/health/', {
    config: { access: API_ACCESS.public, maintenanceExempt: true },
    schema: { response: { 200: healthSchema } },
    handler: () => ({ status: 'ok' as const }),
  });
}
