import { cuentasCalls } from '@ventas/domain/cuentas/cuentas.calls';
import { routeCall } from '../../http/call-route';
import { currentUser } from '../../http/request-context';
import type { ApiInstance } from '../../http/route-types';

/** SPEC §7 Session: the signed-in user's detail, read fresh by the access-control hook. */
export function detalleRoutes(app: ApiInstance): void {
  routeCall(
    app,
    cuentasCalls.detalle,
    (request) => {
      const user = currentUser(request);
      return {
        isAdmin: user.isAdmin,
        rol: { id: user.roleId },
        nombre_completo: user.nombreCompleto,
        username: user.username,
        id: user.accountId,
        tenant_groups: user.groups.map((name) => ({ name })),
        permisos: user.permissions,
        tipo_comercial: user.tipoComercial,
        must_change_password: user.mustChangePassword,
        plataforma: request.tenant.isPlatform,
      };
    },
    { beforePasswordChange: true },
  );
}
