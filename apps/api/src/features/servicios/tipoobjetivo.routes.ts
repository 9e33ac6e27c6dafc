import { asc, eq } from 'drizzle-orm';
import { API_ACCESS } from '@ventas/domain/permissions/api-rules';
import { tiposObjetivoSchema } from '@ventas/domain/servicios/tipoobjetivo-contract';
import type { Database } from '../../db/database';
import { tiposObjetivo } from '../../db/schema/catalogos';
import type { ApiInstance } from '../../http/route-types';

export function tipoObjetivoRoutes(app: ApiInstance, deps: { database: Database }): void {
  app.get('/api/servicios/tipoobjetivo/', {
    config: { access: API_ACCESS.anyRole },
    schema: { response: { 200: tiposObjetivoSchema } },
    handler: (request) => {
      const tenantId = request.tenant.id;
      return deps.database.tenant(tenantId, (tx) =>
        tx
          .select({ id: tiposObjetivo.id, nombre: tiposObjetivo.nombre })
          .from(tiposObjetivo)
          .where(eq(tiposObjetivo.tenantId, tenantId))
          .orderBy(asc(tiposObjetivo.nombre)),
      );
    },
  });
}
