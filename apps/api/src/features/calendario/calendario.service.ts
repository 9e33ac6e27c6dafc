import { COMUNIDADES_AUTONOMAS, esComunidadAutonoma } from '@ventas/domain/calculadora/comunidades-autonomas';
import { mesDe } from '@ventas/domain/calculadora/mes';
import { textoMes } from '@ventas/domain/calculadora/objetivos-contract';
import { ritmoDelMes } from '@ventas/domain/calculadora/working-days';
import type {
  CalendarioEmpresa,
  CalendarioMesResponse,
  CalendarioQuery,
} from '@ventas/domain/calendario/calendario-contract';
import { diasDelCalendario } from '@ventas/domain/calendario/dias-calendario';
import { madridToday } from '@ventas/domain/time/madrid';
import type { Database } from '../../db/database';
import type { RequestUser } from '../../http/fastify-types';
import { comercialesElegibles, comercialPedido } from '../comerciales/comerciales.public';
import { calendarioDe, datosDelCalendario } from './calendario.public';
import {
  agendadosDelMes,
  festivosEmpresa,
  guardarCalendarioEmpresa,
  ubicacionEmpresa,
} from './calendario.repository';

/** The label of the tenant's regional days: where they come from (the library gives no Spanish names). */
function nombreRegional(comunidad: string | null, municipio: string | null): string {
  if (comunidad === null || !esComunidadAutonoma(comunidad)) return 'Festivo regional';
  return municipio
    ? `Festivo local (${COMUNIDADES_AUTONOMAS[comunidad]})`
    : `Festivo de ${COMUNIDADES_AUTONOMAS[comunidad]}`;
}

export function createCalendarioService(database: Database) {
  const empresa = (tenantId: number) =>
    database.tenant(tenantId, async (tx) => ({
      ...(await ubicacionEmpresa(tx)),
      festivos: await festivosEmpresa(tx),
    }));

  return {
    async mes(tenantId: number, user: RequestUser, query: CalendarioQuery): Promise<CalendarioMesResponse> {
      const mes = query.month_year_updated_on ?? mesDe(madridToday());
      const datos = await database.tenant(tenantId, async (tx) => {
        const comercial = await comercialPedido(tx, user, query.comercial);
        return {
          comercial,
          comerciales: await comercialesElegibles(tx, user, 'ALTA'),
          calendario: await datosDelCalendario(tx, [comercial.id], mes),
          agendados: await agendadosDelMes(tx, comercial.id, mes),
        };
      });
      const calendario = calendarioDe(datos.calendario, datos.comercial.id);
      const { ubicacion } = datos.calendario;
      return {
        mes: textoMes(mes),
        comercial: datos.comercial,
        comerciales: datos.comerciales,
        dias: diasDelCalendario(mes, calendario, {
          regionales: datos.calendario.regionales,
          nombreRegional: nombreRegional(ubicacion.comunidad_autonoma, ubicacion.municipio),
          empresa: datos.calendario.empresa,
          vacaciones: datos.calendario.vacaciones,
        }),
        agendados: datos.agendados,
        dias_laborables: ritmoDelMes(mes, madridToday(), calendario),
      };
    },

    empresa,

    /** The save commits first; the answer is then read back in a transaction of its own. */
    async guardarEmpresa(tenantId: number, form: CalendarioEmpresa) {
      await database.tenant(tenantId, (tx) => guardarCalendarioEmpresa(tx, form));
      return empresa(tenantId);
    },
  };
}
