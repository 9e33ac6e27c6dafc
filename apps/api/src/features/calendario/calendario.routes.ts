import {
  calendarioEmpresaResponseSchema,
  calendarioEmpresaSchema,
  calendarioMesResponseSchema,
  calendarioQuerySchema,
} from '@ventas/domain/calendario/calendario-contract';
import { API_ACCESS } from '@ventas/domain/permissions/api-rules';
import type { Database } from '../../db/database';
import { currentUser } from '../../http/request-context';
import type { ApiInstance } from '../../http/route-types';
import { createCalendarioService } from './calendario.service';

const BASE = '/api/calculadora';

/** Issue 14's Calendario: a month's days, callbacks and holidays, and the tenant's own calendar. */
export function calendarioRoutes(app: ApiInstance, deps: { database: Database }): void {
  const service = createCalendarioService(deps.database);

  app.get(`${BASE}/calendario/`, {
    config: { access: API_ACCESS.anyRole },
    schema: { querystring: calendarioQuerySchema, response: { 200: calendarioMesResponseSchema } },
    handler: (request) => service.mes(request.tenant.id, currentUser(request), request.query),
  });

  app.get(`${BASE}/calendario-empresa/`, {
    config: { access: API_ACCESS.anyRole },
    schema: { response: { 200: calendarioEmpresaResponseSchema } },
    handler: (request) => service.empresa(request.tenant.id),
  });

  app.put(`${BASE}/calendario-empresa/`, {
    config: { access: API_ACCESS.admin },
    schema: { body: calendarioEmpresaSchema, response: { 200: calendarioEmpresaResponseSchema } },
    handler: (request) => service.guardarEmpresa(request.tenant.id, request.body),
  });
}
