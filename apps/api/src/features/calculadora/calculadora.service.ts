import { Decimal } from 'decimal.js';
import { bolsaEnJuego } from '@ventas/domain/calculadora/bolsa';
import { calcularComision } from '@ventas/domain/calculadora/comision';
import { mesDe, type Mes } from '@ventas/domain/calculadora/mes';
import type { Objetivo } from '@ventas/domain/calculadora/objetivos';
import {
  textoMes,
  type CalculadoraQuery,
  type ObjetivoMesResponse,
  type ObjetivoRow,
} from '@ventas/domain/calculadora/objetivos-contract';
import { ritmoDelMes } from '@ventas/domain/calculadora/working-days';
import { tipoComercialDe } from '@ventas/domain/cuentas/account-constants';
import { formatAmount } from '@ventas/domain/money/decimal-amount';
import { madridToday } from '@ventas/domain/time/madrid';
import type { Database } from '../../db/database';
import type { RequestUser } from '../../http/fastify-types';
import { calendariosDeComerciales } from '../calendario/calendario.public';
import { comercialesElegibles, comercialPedido } from '../comerciales/comerciales.public';
import { consecucionPorFamilia } from './consecucion.query';
import { tramosDe } from './factores.repository';
import { objetivosDelMes } from './objetivos.repository';
import { rewardDelMes } from './rewards.repository';
import { bolsaDeFila } from '@ventas/domain/calculadora/bolsa-contract';

/**
 * The calculator of one commercial's month (issue 14): rows from the database, every figure from
 * the domain's rules (comision.ts, bolsa.ts, working-days.ts), nothing computed here.
 */

type ObjetivoConFila = Objetivo & { fila: ObjetivoRow };

/** sold_out: true keeps the objectives reached (consecucion ≥ objetivo > 0), false the others. */
function vendido(objetivo: Objetivo): boolean {
  return (
    new Decimal(objetivo.objetivo).greaterThan(0) && new Decimal(objetivo.consecucion).gte(objetivo.objetivo)
  );
}

export function createCalculadoraService(database: Database) {
  const mesPedido = (mes: Mes | undefined): Mes => mes ?? mesDe(madridToday());

  return {
    async objetivoMes(
      tenantId: number,
      user: RequestUser,
      query: CalculadoraQuery,
    ): Promise<ObjetivoMesResponse> {
      const mes = mesPedido(query.month_year_updated_on);
      const datos = await database.tenant(tenantId, async (tx) => {
        const comercial = await comercialPedido(tx, user, query.comercial);
        return {
          comercial,
          comerciales: await comercialesElegibles(tx, user, query.estado),
          filas: await objetivosDelMes(tx, comercial.id, mes),
          consecucion: await consecucionPorFamilia(tx, comercial.id, mes),
          tramos: await tramosDe(tx, comercial.id),
          reward: await rewardDelMes(tx, comercial.id, mes),
          calendario: (await calendariosDeComerciales(tx, [comercial.id], mes)).get(comercial.id),
        };
      });
      const objetivos: ObjetivoConFila[] = datos.filas.map((fila) => ({
        familia: fila.familia_nombre,
        peso: fila.peso,
        objetivo: fila.objetivo,
        llave: fila.llave,
        consecucion: String(datos.consecucion.get(fila.familia) ?? 0),
        fila,
      }));
      // The commercial's holidays and the tenant's regional and own days (features/calendario).
      const ritmo = ritmoDelMes(mes, madridToday(), datos.calendario);
      const resultado = calcularComision({
        tipoComercial: tipoComercialDe(datos.comercial.tipo_comercial),
        objetivos,
        tramos: datos.tramos,
        bolsa: bolsaDeFila(datos.reward),
        ritmo,
      });
      const mostrados = resultado.objetivos.filter(
        (objetivo) => query.sold_out === undefined || vendido(objetivo) === query.sold_out,
      );
      return {
        mes: textoMes(mes),
        comercial: datos.comercial,
        comerciales: datos.comerciales,
        dias_laborables: ritmo,
        objetivos: mostrados.map(({ fila, consecucion, objetivo_porc, comision_porc, five_percent }) => ({
          ...fila,
          consecucion,
          objetivo_porc,
          comision_porc,
          five_percent,
        })),
        peso_medio: resultado.peso_medio,
        consecucion_total: resultado.consecucion_total,
        tramo: resultado.tramo,
        tramos: datos.tramos,
        factor_corrector: resultado.factor_corrector,
        bolsa_en_juego: resultado.bolsa_en_juego,
        comision_calculada: resultado.comision_calculada,
        comision_total: resultado.comision_total,
        condiciones_cumplidas: resultado.condiciones_cumplidas,
        motivos: resultado.motivos,
        avisos: resultado.avisos,
      };
    },

    async bolsaMes(tenantId: number, user: RequestUser, query: CalculadoraQuery) {
      const mes = mesPedido(query.month_year_updated_on);
      const { comercial, reward } = await database.tenant(tenantId, async (tx) => {
        const found = await comercialPedido(tx, user, query.comercial);
        return { comercial: found, reward: await rewardDelMes(tx, found.id, mes) };
      });
      const enJuego = bolsaEnJuego(bolsaDeFila(reward), tipoComercialDe(comercial.tipo_comercial));
      return {
        mes: textoMes(mes),
        comercial,
        reward,
        bolsa_en_juego: formatAmount(enJuego.importe, 2),
        avisos: enJuego.aviso ? [enJuego.aviso] : [],
      };
    },
  };
}

export type CalculadoraService = ReturnType<typeof createCalculadoraService>;
