import { z } from 'zod';
import { API_ACCESS } from '@ventas/domain/permissions/api-rules';
import type { Database } from '../../db/database';
import type { ApiInstance } from '../../http/route-types';
import { listGestiones } from './gestion.repository';

const gestionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  operator: z.string().nullable(),
  tipo_gestion: z.string().nullable(),
  is_active: z.boolean(),
});

/** `?is_active=1` as the spec sends it; also 0, true and false. */
const isActiveParam = z
  .enum(['1', '0', 'true', 'false'], { error: 'Valor no válido: use 1, 0, true o false' })
  .transform((value) => value === '1' || value === 'true');

/** SPEC §3 "Procedure (gestion)": the list the gestión entry form picks from (admin CRUD comes later). */
export function gestionRoutes(app: ApiInstance, deps: { database: Database }): void {
  app.get('/api/servicios/gestion/', {
    config: { access: API_ACCESS.anyRole },
    schema: {
      querystring: z.object({ is_active: isActiveParam.optional() }),
      response: { 200: z.array(gestionSchema) },
    },
    handler: (request) => {
      const tenantId = request.tenant.id;
      return deps.database.tenant(tenantId, (tx) => listGestiones(tx, tenantId, request.query.is_active));
    },
  });
}
