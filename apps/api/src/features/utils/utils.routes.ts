import { API_ACCESS } from '@ventas/domain/permissions/api-rules';
import {
  modelQueryItemsSchema,
  modelQuerySchema,
  opcionesSchema,
} from '@ventas/domain/opciones/opciones-contract';
import type { Database } from '../../db/database';
import type { ApiInstance } from '../../http/route-types';
import { createOpcionesService } from './opciones.service';
import { tiposVentaRoutes } from './tipos-venta.routes';

export function utilsRoutes(app: ApiInstance, deps: { database: Database }): void {
  const opciones = createOpcionesService(deps.database);

  app.get('/api/utils/opciones/', {
    config: { access: API_ACCESS.anyRole },
    schema: { response: { 200: opcionesSchema } },
    handler: (request) => opciones.opciones(request.tenant.id),
  });

  tiposVentaRoutes(app, deps);

  app.get('/api/utils/model-query/', {
    config: { access: API_ACCESS.anyRole },
    schema: { querystring: modelQuerySchema, response: { 200: modelQueryItemsSchema } },
    handler: (request) => opciones.origenes(request.tenant.id),
  });
}
