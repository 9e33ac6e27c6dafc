import { z } from 'zod';
import { GERENCIA_FILTERS } from '@ventas/domain/gerencia/gerencia-contract';
import {
  objetivosGerenciaQuerySchema,
  objetivosGerenciaSchema,
} from '@ventas/domain/gerencia/objetivos-gerencia-contract';
import { API_ACCESS } from '@ventas/domain/permissions/api-rules';
import type { Database } from '../../db/database';
import { currentUser } from '../../http/request-context';
import type { ApiInstance } from '../../http/route-types';
import { filtersQuerySchema } from '@ventas/domain/http/list-query';
import { leerConsulta } from './gerencia-query';
import { createObjetivosGerenciaService } from './objetivos-gerencia.service';

const filtros = filtersQuerySchema({
  estado: GERENCIA_FILTERS.estado,
  tipo_comercial: GERENCIA_FILTERS.tipo_comercial,
});

/** The month plus the commercials' filters, each checked (a bad one is a 400 naming it). */
const querySchema = objetivosGerenciaQuerySchema.loose().transform((raw, ctx) => {
  const parsed = filtros.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) ctx.addIssue({ ...issue, code: 'custom' });
    return z.NEVER;
  }
  return { mes: raw.month_year_updated_on, ...parsed.data };
});

/** Gerencia · Proyección and Reporte's one call (issue 15; docs/decisions/ 122). */
export function objetivosGerenciaRoutes(app: ApiInstance, deps: { database: Database }): void {
  const service = createObjetivosGerenciaService(deps.database);
  app.get('/api/comerciales/gerencia/objetivos/', {
    config: { access: API_ACCESS.manager },
    schema: { querystring: querySchema, response: { 200: objetivosGerenciaSchema } },
    handler: (request) => {
      const { estados, tipos } = leerConsulta(undefined, 'fechas', { ...request.query, comercial: [] });
      return service.mes(request.tenant.id, currentUser(request), { mes: request.query.mes, estados, tipos });
    },
  });
}
