import {
  GERENCIA_FILTERS,
  gerenciaCuentasSchema,
  type GerenciaCuentas,
} from '@ventas/domain/gerencia/gerencia-contract';
import { API_ACCESS } from '@ventas/domain/permissions/api-rules';
import type { Database } from '../../db/database';
import { currentUser } from '../../http/request-context';
import type { ApiInstance } from '../../http/route-types';
import { filtersQuerySchema } from '@ventas/domain/http/list-query';
import { scopeOf } from '../clientes/clientes.public';
import { filasDeGerencia } from './gerencia-filas';
import { leerConsulta } from './gerencia-query';
import { objetivosGerenciaRoutes } from './objetivos-gerencia.routes';

const querySchema = filtersQuerySchema(GERENCIA_FILTERS);

/**
 * Gerencia · Comerciales (issue 15): every figure per commercial. SPEC §7 names the counts and
 * their parameters, not the path; this one sits beside its xlsx export
 * (`/api/comerciales/gerencia/download-xlsx-gerencia/`; docs/decisions/ 121).
 */
export function gerenciaRoutes(app: ApiInstance, deps: { database: Database }): void {
  objetivosGerenciaRoutes(app, deps);
  app.get('/api/comerciales/gerencia/', {
    config: { access: API_ACCESS.manager },
    schema: { querystring: querySchema, response: { 200: gerenciaCuentasSchema } },
    handler: async (request): Promise<GerenciaCuentas> => {
      const user = currentUser(request);
      const consulta = leerConsulta(request.query.fechas, 'fechas', request.query);
      return deps.database.tenantLagging(request.tenant.id, async (tx) => {
        const alcance = scopeOf(user);
        const { cuentas, porComercial, total } = await filasDeGerencia(tx, alcance, consulta);
        return {
          ventana: consulta.ventana,
          comerciales: cuentas.map((cuenta) => ({
            comercial: cuenta.id,
            nombre: cuenta.nombre,
            estado: cuenta.estado,
            tipo_comercial: cuenta.tipo_comercial,
            ...porComercial.get(cuenta.id)!,
          })),
          total,
        };
      });
    },
  });
}
