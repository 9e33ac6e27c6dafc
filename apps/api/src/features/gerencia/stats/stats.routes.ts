import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { textoMes } from '@ventas/domain/calculadora/objetivos-contract';
import { STATS_FILTERS } from '@ventas/domain/gerencia/gerencia-contract';
import {
  accionesComercialesSchema,
  consecucionCountSchema,
  FIGURAS_ACCIONES,
  rankingComercialesSchema,
  tipoVentaCountSchema,
  type AccionesComerciales,
  type ConsecucionCount,
  type RankingComerciales,
  type TipoVentaCount,
} from '@ventas/domain/gerencia/stats-contract';
import type { Ventana } from '@ventas/domain/gerencia/gerencia-ventana';
import { API_ACCESS } from '@ventas/domain/permissions/api-rules';
import type { Database, TenantTx } from '../../../db/database';
import { currentUser } from '../../../http/request-context';
import type { ApiInstance } from '../../../http/route-types';
import { filtersQuerySchema } from '@ventas/domain/http/list-query';
import type { ComercialElegible } from '../../comerciales/comerciales.public';
import { scopeOf, type ClienteScope } from '../../clientes/clientes.public';
import { figurasPorComercial } from '../figuras.query';
import { comercialesDeConsulta, leerConsulta } from '../gerencia-query';
import { consecucionPorFamilia, mesDeVentana } from './consecucion-familias';
import { rankingDeComerciales } from './ranking.query';
import { clientesPorTipoVenta } from './ventas-por-tipo.query';

const querySchema = filtersQuerySchema(STATS_FILTERS);
type StatsRequest = FastifyRequest<{ Querystring: z.infer<typeof querySchema> }>;

/** Whose figures a statistic counts, in which window, read once from the query. */
interface Cobertura {
  tx: TenantTx;
  ventana: Ventana;
  cuentas: ComercialElegible[];
  ids: number[];
  alcance: ClienteScope;
}

/**
 * SPEC §7 Statistics (issue 15): the dashboard's and Gerencia · Estadísticas' charts. The query
 * is Gerencia's (`updated_on` range, 2nd-to-1st period by default; estado, ALTA by default;
 * tipo_comercial; comercial); a Comercial reads only their own figures (another id is a 403),
 * Manager and above the tenant. Every customer figure comes from the figures' one query module.
 */
export function statsRoutes(app: ApiInstance, deps: { database: Database }): void {
  /** Reads the query, then runs `contar` in the tenant over the commercials it names. */
  const responder = <T>(request: StatsRequest, contar: (cobertura: Cobertura) => Promise<T>) => {
    const user = currentUser(request);
    const consulta = leerConsulta(request.query.updated_on, 'updated_on', request.query);
    return deps.database.tenantLagging(request.tenant.id, async (tx) => {
      const alcance = scopeOf(user);
      const cuentas = await comercialesDeConsulta(tx, alcance, consulta);
      const ids = cuentas.map((cuenta) => cuenta.id);
      const cuerpo = await contar({ tx, ventana: consulta.ventana, cuentas, ids, alcance });
      return { ventana: consulta.ventana, comerciales: ids, ...cuerpo };
    });
  };
  const options = <S>(response: S) => ({
    config: { access: API_ACCESS.anyRole },
    schema: { querystring: querySchema, response: { 200: response } },
  });

  app.get('/api/atenciones/stats/tipoVentaCount/', {
    ...options(tipoVentaCountSchema),
    handler: (request): Promise<TipoVentaCount> =>
      responder(request, async ({ tx, ids, ventana, alcance }) => ({
        tipos: await clientesPorTipoVenta(tx, ids, ventana, alcance),
      })),
  });

  app.get('/api/atenciones/stats/accionesComerciales/', {
    ...options(accionesComercialesSchema),
    handler: (request): Promise<AccionesComerciales> =>
      responder(request, async ({ tx, ids, ventana, alcance }) => {
        const { total } = await figurasPorComercial(tx, ids, ventana, alcance);
        return { acciones: FIGURAS_ACCIONES.map((figura) => ({ figura, clientes: total[figura] })) };
      }),
  });

  app.get('/api/atenciones/stats/consecucionCount/', {
    ...options(consecucionCountSchema),
    handler: (request): Promise<ConsecucionCount> =>
      responder(request, async ({ tx, ids, ventana }) => {
        const mes = mesDeVentana(ventana);
        return { mes: textoMes(mes), familias: await consecucionPorFamilia(tx, ids, mes) };
      }),
  });

  app.get('/api/atenciones/stats/rankingComerciales/', {
    ...options(rankingComercialesSchema),
    handler: (request): Promise<RankingComerciales> =>
      responder(request, async ({ tx, cuentas, ids, ventana, alcance }) => {
        const figuras = await figurasPorComercial(tx, ids, ventana, alcance);
        return { ranking: await rankingDeComerciales(tx, cuentas, figuras, ventana, alcance) };
      }),
  });
}
