import { badRequestSchema } from '@ventas/domain/http/error-contract';
import { API_ACCESS } from '@ventas/domain/permissions/api-rules';
import {
  rendimientoOrigenSchema,
  rendimientoQuerySchema,
} from '@ventas/domain/rendimiento-origen/rendimiento-origen-contract';
import type { Database } from '../../db/database';
import type { ApiInstance } from '../../http/route-types';
import { createRendimientoOrigenService } from './rendimiento-origen.service';

/**
 * Issue 17 "Origin performance" (SuperAdmin, /databaseManagement → Rendimiento por origen): per
 * lead origin, its leads (created in the optional window) and how many were contacted, called
 * back, not interested, offered and sold, with conversion. Every number opens its customers.
 */
export function rendimientoOrigenRoutes(app: ApiInstance, { database }: { database: Database }): void {
  const rendimiento = createRendimientoOrigenService(database);

  app.get('/api/rendimiento-origen/', {
    config: { access: API_ACCESS.superadmin },
    schema: {
      querystring: rendimientoQuerySchema,
      response: { 200: rendimientoOrigenSchema, 400: badRequestSchema },
    },
    handler: (request) => rendimiento.porOrigen(request.tenant.id, request.query),
  });
}
