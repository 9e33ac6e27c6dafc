import {
  cambioPasswordRespuestaSchema,
  cambioPasswordSchema,
} from '@ventas/domain/cuentas/cambio-password-contract';
import { API_ACCESS } from '@ventas/domain/permissions/api-rules';
import { currentUser } from '../../http/request-context';
import type { ApiInstance } from '../../http/route-types';
import '../auth/auth.public';
import type { CuentasService } from './cuentas.service';

/**
 * POST /api/cuentas/cambiar-password/ (issue 16): the signed-in account chooses its own password,
 * proving the current one. Open to an account that must change it first (the gate of
 * access-control.ts). Every other session of the account is closed; this one gets a fresh pair.
 */
export function cambiarPasswordRoutes(app: ApiInstance, deps: { service: CuentasService }): void {
  app.post('/api/cuentas/cambiar-password/', {
    config: { access: API_ACCESS.anyRole, beforePasswordChange: true },
    schema: { body: cambioPasswordSchema, response: { 200: cambioPasswordRespuestaSchema } },
    handler: async (request) => {
      const tenantId = request.tenant.id;
      const { accountId } = currentUser(request);
      await deps.service.cambiarPassword(tenantId, accountId, request.body);
      return app.sessionTokens.issue(tenantId, accountId);
    },
  });
}
