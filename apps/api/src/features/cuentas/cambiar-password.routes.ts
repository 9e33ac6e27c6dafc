import { cuentasCalls } from '@ventas/domain/cuentas/cuentas.calls';
import { routeCall } from '../../http/call-route';
import { currentUser } from '../../http/request-context';
import type { ApiInstance } from '../../http/route-types';
import '../auth/auth.public';
import type { CuentasService } from './cuentas.service';

/**
 * The password change (issue 16), open to an account that must change it first (the gate of
 * access-control.ts). Every other session of the account is closed; this one gets a fresh pair.
 */
export function cambiarPasswordRoutes(app: ApiInstance, deps: { service: CuentasService }): void {
  routeCall(
    app,
    cuentasCalls.cambiarPassword,
    async (request) => {
      const tenantId = request.tenant.id;
      const { accountId } = currentUser(request);
      await deps.service.cambiarPassword(tenantId, accountId, request.body);
      return app.sessionTokens.issue(tenantId, accountId);
    },
    { beforePasswordChange: true },
  );
}
