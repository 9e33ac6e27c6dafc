import { API_ACCESS } from '@ventas/domain/permissions/api-rules';
import {
  deviceOptionsSchema,
  dropDownQuerySchema,
  operatorsSchema,
  tariffLinesOptionsSchema,
} from '@ventas/domain/servicios/catalogue-drop-downs';
import type { Database } from '../../db/database';
import type { ApiInstance } from '../../http/route-types';
import { createDropDownsService } from './drop-downs.service';

/** The catalogue's drop-downs for every role: operators, an operator's terminals, tariffs and lines. */
export function dropDownRoutes(app: ApiInstance, deps: { database: Database }): void {
  const dropDowns = createDropDownsService(deps.database);
  app.get('/api/servicios/operadores/', {
    config: { access: API_ACCESS.anyRole },
    schema: { response: { 200: operatorsSchema } },
    handler: (request) => dropDowns.operadores(request.tenant.id),
  });
  app.get('/api/servicios/available-device-drop-down/', {
    config: { access: API_ACCESS.anyRole },
    schema: { querystring: dropDownQuerySchema, response: { 200: deviceOptionsSchema } },
    handler: (request) => dropDowns.terminales(request.tenant.id, request.query.operator),
  });
  for (const [path, withSvas] of [
    ['tariff-adicionales-drop-down', false],
    ['tariff-adicionales-sva-drop-down', true],
  ] as const) {
    app.get(`/api/servicios/${path}/`, {
      config: { access: API_ACCESS.anyRole },
      schema: { querystring: dropDownQuerySchema, response: { 200: tariffLinesOptionsSchema } },
      handler: (request) => dropDowns.tarifasYLineas(request.tenant.id, request.query, withSvas),
    });
  }
}
