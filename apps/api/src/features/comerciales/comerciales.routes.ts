import { displayName } from '@ventas/domain/people/display-name';
import { API_ACCESS } from '@ventas/domain/permissions/api-rules';
import { comercialesSchema, type ComercialOption } from '@ventas/domain/telework/comerciales-contract';
import { compareComerciales, isInvitado, POR_ASIGNAR } from '@ventas/domain/telework/comerciales-order';
import type { Database } from '../../db/database';
import type { ApiInstance } from '../../http/route-types';
import { listTenantAccounts } from './comerciales.repository';
import { gerenciaFiltersRoutes } from './gerencia-filters.routes';

/** SPEC §5/§7: the commercials list for assignment, ordered by estado then name, 'Por asignar' last. */
export function comercialesRoutes(app: ApiInstance, deps: { database: Database }): void {
  app.get('/api/comerciales/', {
    config: { access: API_ACCESS.anyRole },
    schema: { response: { 200: comercialesSchema } },
    handler: async (request): Promise<ComercialOption[]> => {
      const tenantId = request.tenant.id;
      const rows = await deps.database.tenant(tenantId, (tx) => listTenantAccounts(tx));
      const comerciales = rows
        .filter((row) => !isInvitado([row.nombre, row.apellidos, row.username]))
        .map((row) => ({
          id: row.id,
          nombre_completo: displayName(row),
          username: row.username,
          estado: row.estado,
          tipo_comercial: row.tipoComercial,
          rol: row.rol,
        }))
        .sort(compareComerciales);
      return [
        ...comerciales,
        { ...POR_ASIGNAR, username: null, estado: null, tipo_comercial: null, rol: null },
      ];
    },
  });
  gerenciaFiltersRoutes(app, deps);
}
