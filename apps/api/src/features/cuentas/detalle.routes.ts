import { detalleSchema, type Detalle } from '@ventas/domain/cuentas/cuentas-contract';
import { API_ACCESS } from '@ventas/domain/permissions/api-rules';
import { currentUser } from '../../http/request-context';
import type { ApiInstance } from '../../http/route-types';

/** SPEC §7 Session: the signed-in user's detail, read fresh by the access-control hook. */
export function detalleRoutes(app: ApiInstance): void {
  app.get('/api/cuentas/detalle/', {
    config: { access: API_ACCESS.anyRole, beforePasswordChange: true },
    schema: { response: { 200: detalleSchema } },
    handler: (request): Detalle => {
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
  });
}
