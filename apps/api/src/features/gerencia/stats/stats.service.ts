import { textoMes } from '@ventas/domain/calculadora/objetivos-contract';
import type { Ventana } from '@ventas/domain/gerencia/gerencia-ventana';
import {
  FIGURAS_ACCIONES,
  type AccionesComerciales,
  type ConsecucionCount,
  type RankingComerciales,
  type TipoVentaCount,
} from '@ventas/domain/gerencia/stats-contract';
import type { Database, TenantTx } from '../../../db/database';
import type { RequestUser } from '../../../http/fastify-types';
import type { ComercialElegible } from '../../comerciales/comerciales.public';
import { scopeOf, type ClienteScope } from '../../clientes/clientes.public';
import { figurasPorComercial } from '../figuras.query';
import { comercialesDeConsulta, type ConsultaGerencia } from '../gerencia-query';
import { consecucionPorFamilia, mesDeVentana } from './consecucion-familias';
import { rankingDeComerciales } from './ranking.query';
import { clientesPorTipoVenta } from './ventas-por-tipo.query';

/** Whose figures a statistic counts, in which window. */
interface Cobertura {
  tx: TenantTx;
  ventana: Ventana;
  cuentas: ComercialElegible[];
  ids: number[];
  alcance: ClienteScope;
}

/**
 * SPEC §7 Statistics (issue 15): the dashboard's and Gerencia · Estadísticas' charts. A Comercial
 * reads only their own figures (another id is a 403), Manager and above the tenant. Every
 * customer figure comes from the figures' one query module; reads may lag (issue 30).
 */
export function createStatsService(database: Database) {
  /** Runs `contar` in the tenant over the commercials the query names. */
  const responder = <T>(
    tenantId: number,
    user: RequestUser,
    consulta: ConsultaGerencia,
    contar: (cobertura: Cobertura) => Promise<T>,
  ) =>
    database.tenantLagging(tenantId, async (tx) => {
      const alcance = scopeOf(user);
      const cuentas = await comercialesDeConsulta(tx, alcance, consulta);
      const ids = cuentas.map((cuenta) => cuenta.id);
      const cuerpo = await contar({ tx, ventana: consulta.ventana, cuentas, ids, alcance });
      return { ventana: consulta.ventana, comerciales: ids, ...cuerpo };
    });

  return {
    tipoVentaCount: (
      tenantId: number,
      user: RequestUser,
      consulta: ConsultaGerencia,
    ): Promise<TipoVentaCount> =>
      responder(tenantId, user, consulta, async ({ tx, ids, ventana, alcance }) => ({
        tipos: await clientesPorTipoVenta(tx, ids, ventana, alcance),
      })),

    accionesComerciales: (
      tenantId: number,
      user: RequestUser,
      consulta: ConsultaGerencia,
    ): Promise<AccionesComerciales> =>
      responder(tenantId, user, consulta, async ({ tx, ids, ventana, alcance }) => {
        const { total } = await figurasPorComercial(tx, ids, ventana, alcance);
        return { acciones: FIGURAS_ACCIONES.map((figura) => ({ figura, clientes: total[figura] })) };
      }),

    consecucionCount: (
      tenantId: number,
      user: RequestUser,
      consulta: ConsultaGerencia,
    ): Promise<ConsecucionCount> =>
      responder(tenantId, user, consulta, async ({ tx, ids, ventana }) => {
        const mes = mesDeVentana(ventana);
        return { mes: textoMes(mes), familias: await consecucionPorFamilia(tx, ids, mes) };
      }),

    rankingComerciales: (
      tenantId: number,
      user: RequestUser,
      consulta: ConsultaGerencia,
    ): Promise<RankingComerciales> =>
      responder(tenantId, user, consulta, async ({ tx, cuentas, ids, ventana, alcance }) => {
        const figuras = await figurasPorComercial(tx, ids, ventana, alcance);
        return { ranking: await rankingDeComerciales(tx, cuentas, figuras, ventana, alcance) };
      }),
  };
}
