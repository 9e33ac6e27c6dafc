import { mesDe, type Mes } from '@ventas/domain/calculadora/mes';
import { ritmoDelMes, SIN_FESTIVOS_PROPIOS } from '@ventas/domain/calculadora/working-days';
import type { ObjetivosGerencia } from '@ventas/domain/gerencia/objetivos-gerencia-contract';
import { proyeccionFinDeMes, proyeccionPorc } from '@ventas/domain/gerencia/proyeccion';
import { madridToday } from '@ventas/domain/time/madrid';
import { laggingReadsOf, type Database } from '../../db/database';
import type { RequestUser } from '../../http/fastify-types';
import { createEquipoService } from '../calculadora/calculadora.public';
import { calendariosDeComerciales } from '../calendario/calendario.public';
import { cuentasDeGerencia } from '../comerciales/comerciales.public';

/**
 * Gerencia · Proyección and Reporte (issue 15): the calculator's team view (one
 * `calcularComision` per commercial, decision 96) over the tenant's commercials in the states and
 * types asked for, with each one's working-day pace from their own calendar and every objective's
 * month-end projection at that pace (domain `proyeccionFinDeMes`).
 */
export function createObjetivosGerenciaService(database: Database) {
  // Gerencia's figures may lag (issue 30): the team view reads them from the standby too.
  const equipo = createEquipoService(laggingReadsOf(database));
  return {
    async mes(
      tenantId: number,
      user: RequestUser,
      query: { mes: Mes | undefined; estados: string[]; tipos: string[] },
    ): Promise<ObjetivosGerencia> {
      const mes = query.mes ?? mesDe(madridToday());
      const filtro = { estados: query.estados, tipos: query.tipos, ids: null };
      const datos = await equipo.equipoMes(
        tenantId,
        user,
        { month_year_updated_on: mes, estado: 'ALTA' },
        (tx) => cuentasDeGerencia(tx, filtro),
      );
      const ids = datos.comerciales.map((comercial) => comercial.id);
      const calendarios = await database.tenantLagging(tenantId, (tx) =>
        calendariosDeComerciales(tx, ids, mes),
      );
      const hoy = madridToday();
      return {
        mes: datos.mes,
        cerrado: datos.cerrado,
        familias: datos.familias,
        comerciales: datos.comerciales.map((comercial) => {
          const ritmo = ritmoDelMes(mes, hoy, calendarios.get(comercial.id) ?? SIN_FESTIVOS_PROPIOS);
          return {
            ...comercial,
            ritmo,
            objetivos: comercial.objetivos.map((objetivo) => {
              const proyeccion = proyeccionFinDeMes(objetivo.consecucion, ritmo);
              return {
                ...objetivo,
                proyeccion,
                proyeccion_porc: proyeccionPorc(proyeccion, objetivo.objetivo),
              };
            }),
          };
        }),
      };
    },
  };
}
