import { z } from 'zod';
import { API_ACCESS } from '@ventas/domain/permissions/api-rules';
import { currentUser } from '../../http/request-context';
import type { ApiInstance } from '../../http/route-types';

const detalleResponse = z.object({
  isAdmin: z.boolean(),
  rol: z.object({ id: z.number().int() }),
  nombre_completo: z.string(),
  username: z.string(),
  id: z.number().int(),
  tenant_groups: z.array(z.object({ name: z.string() })),
  tipo_comercial: z.string(),
});

/** SPEC §7 Session: the signed-in user's detail, read fresh by the access-control hook. */
export function detalleRoutes(app: ApiInstance): void {
  app.get('/api/cuentas/detalle/', {
    config: { access: API_ACCESS.anyRole },
    schema: { response: { 200: detalleResponse } },
    handler: (request) => {
      const user = currentUser(request);
      return {
        isAdmin: user.isAdmin,
        rol: { id: user.roleId },
        nombre_completo: user.nombreCompleto,
        username: user.username,
        id: user.accountId,
        tenant_groups: user.groups.map((name) => ({ name })),
        tipo_comercial: user.tipoComercial,
      };
    },
  });
}
