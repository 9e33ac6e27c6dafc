import { descuentosPorCancelacion, MESES_CLAWBACK_POR_DEFECTO } from '@ventas/domain/calculadora/clawback';
import { bolsaDeFila } from '@ventas/domain/calculadora/bolsa-contract';
import {
  MENSAJES_CIERRE,
  type CalculoMes,
  type ClawbackAjustes,
  type Extracto,
  type ObjetivoMesConCierre,
} from '@ventas/domain/calculadora/extracto-contract';
import { textoMotivoSinParte } from '@ventas/domain/calculadora/aportaciones';
import { partesDelExtracto, reglaBolsa, reglaComision } from '@ventas/domain/calculadora/extracto';
import { mesDe, mesesEntre, type Mes } from '@ventas/domain/calculadora/mes';
import { objetivoAlcanzado } from '@ventas/domain/calculadora/objetivos';
import { siguienteMes, textoMes, type CalculadoraQuery } from '@ventas/domain/calculadora/objetivos-contract';
import { tipoComercialDe } from '@ventas/domain/cuentas/account-constants';
import { madridToday } from '@ventas/domain/time/madrid';
import type { Database } from '../../../db/database';
import { conflict, invalid } from '../../../http/app-error';
import type { RequestUser } from '../../../http/fastify-types';
import { comercialPedido } from '../../comerciales/comerciales.public';
import { createCalculadoraService } from '../calculadora.service';
import { ventasDelMes, ventasDelMesSql } from '../consecucion.query';
import { rewardDelMes } from '../rewards.repository';
import {
  borrarCierre,
  cierreDe,
  comercialesConMovimiento,
  extractoGuardado,
  guardarCierre,
  listCierres,
  registrar,
  registroCierres,
} from './cierres.repository';
import { guardarVentanasClawback, ventanasClawback, ventasCanceladasEn } from './ventas-contadas.repository';

/**
 * The commission statement and the month close (issue 14, beyond the spec; decision 89). An open
 * month's statement is computed from the calculator's figures, the month's counted sales and the
 * cancellations of earlier closed months' sales; a closed month's is read as it was frozen.
 */

const AVISO_SIN_EXTRACTO = 'No tuvo objetivos, ventas ni descuentos al cerrarse el mes';

/** A closed month for someone who had nothing in it when it closed: nothing to pay. */
function calculoVacio(calculo: CalculoMes): CalculoMes {
  return {
    ...calculo,
    objetivos: [],
    peso_medio: null,
    consecucion_total: '0.00',
    tramo: null,
    factor_corrector: null,
    comision_calculada: null,
    comision_total: null,
    condiciones_cumplidas: false,
    motivos: [],
    avisos: [AVISO_SIN_EXTRACTO],
  };
}

export function createExtractoService(database: Database) {
  const calculadora = createCalculadoraService(database);

  async function extractoVivo(
    tenantId: number,
    user: RequestUser,
    mes: Mes,
    comercial?: number,
  ): Promise<Extracto> {
    const {
      comerciales: _c,
      mes: _m,
      comercial: elegido,
      ...calculo
    } = await calculadora.objetivoMes(tenantId, user, {
      month_year_updated_on: mes,
      comercial,
      estado: 'ALTA',
    });
    const datos = await database.tenant(tenantId, async (tx) => ({
      reward: await rewardDelMes(tx, elegido.id, mes),
      ventas: (await ventasDelMes(tx, mes, elegido.id)).filter((venta) => venta.cuenta),
      canceladas: await ventasCanceladasEn(tx, elegido.id, mes),
      ventanas: await ventanasClawback(tx),
    }));
    const descuentos = descuentosPorCancelacion(datos.canceladas, mes, datos.ventanas);
    const ventas = datos.ventas.map((venta) => ({ ...venta, familia_id: venta.familia_id! }));
    const partes = partesDelExtracto(calculo, ventas, descuentos);
    return {
      mes: textoMes(mes),
      comercial: elegido,
      cierre: null,
      calculo,
      regla_bolsa: reglaBolsa(bolsaDeFila(datos.reward), tipoComercialDe(elegido.tipo_comercial)),
      regla_comision: reglaComision(calculo),
      ventas: ventas.map((venta) => {
        const parte = partes.aportaciones.get(venta.paquete_id);
        const familia = venta.familia_nombre ?? '';
        return {
          paquete_id: venta.paquete_id,
          oferta_id: venta.oferta_id,
          cliente_id: venta.cliente_id,
          cliente_nombre: venta.cliente_nombre,
          familia_id: venta.familia_id,
          familia,
          tarifa_nombre: venta.tarifa_nombre,
          operador: venta.operador,
          fecha_venta: venta.fecha_venta,
          aportacion: parte?.importe ?? '0.00',
          motivo_sin_parte: parte?.motivo ? textoMotivoSinParte(parte.motivo, familia) : null,
        };
      }),
      descuentos: descuentos.map((linea) => ({ ...linea, mes_contado: textoMes(linea.mes_contado) })),
      comision: partes.comision,
      total: partes.total,
    };
  }

  /** The statement: frozen if the month is closed, computed otherwise. */
  async function extracto(
    tenantId: number,
    user: RequestUser,
    query: { month_year_updated_on?: Mes; comercial?: number },
  ) {
    const mes = query.month_year_updated_on ?? mesDe(madridToday());
    const { cierre, guardado } = await database.tenant(tenantId, async (tx) => {
      const elegido = await comercialPedido(tx, user, query.comercial);
      const found = await cierreDe(tx, mes);
      return { cierre: found, guardado: found ? await extractoGuardado(tx, mes, elegido.id) : null };
    });
    if (!cierre) return extractoVivo(tenantId, user, mes, query.comercial);
    if (guardado) return { ...guardado, cierre };
    const vivo = await extractoVivo(tenantId, user, mes, query.comercial);
    return {
      ...vivo,
      cierre,
      calculo: calculoVacio(vivo.calculo),
      ventas: [],
      descuentos: [],
      comision: '0.00',
      total: '0.00',
      regla_comision: AVISO_SIN_EXTRACTO,
    };
  }

  return {
    extracto,

    async clawback(tenantId: number): Promise<ClawbackAjustes> {
      const ventanas = await database.tenant(tenantId, (tx) => ventanasClawback(tx));
      return {
        meses_por_defecto: MESES_CLAWBACK_POR_DEFECTO,
        operadores: Object.entries(ventanas).map(([operador, meses]) => ({ operador, meses })),
      };
    },

    async guardarClawback(tenantId: number, operadores: readonly { operador: string; meses: number }[]) {
      await database.tenant(tenantId, (tx) => guardarVentanasClawback(tx, operadores));
      return this.clawback(tenantId);
    },

    /** objetivo_mes: a closed month answers the figures frozen at its close. */
    async objetivoMes(
      tenantId: number,
      user: RequestUser,
      query: CalculadoraQuery,
    ): Promise<ObjetivoMesConCierre> {
      const mes = query.month_year_updated_on ?? mesDe(madridToday());
      const vivo = await calculadora.objetivoMes(tenantId, user, query);
      const { cierre, guardado } = await database.tenant(tenantId, async (tx) => {
        const found = await cierreDe(tx, mes);
        return { cierre: found, guardado: found ? await extractoGuardado(tx, mes, vivo.comercial.id) : null };
      });
      if (!cierre) return { ...vivo, cierre: null };
      const calculo = guardado?.calculo ?? calculoVacio(vivo);
      const objetivos = calculo.objetivos.filter(
        (objetivo) => query.sold_out === undefined || objetivoAlcanzado(objetivo) === query.sold_out,
      );
      return {
        ...calculo,
        objetivos,
        mes: vivo.mes,
        comercial: vivo.comercial,
        comerciales: vivo.comerciales,
        cierre,
      };
    },

    async listar(tenantId: number) {
      return database.tenant(tenantId, async (tx) => {
        const [cerrados, registro] = [await listCierres(tx), await registroCierres(tx)];
        return { cerrados, registro };
      });
    },

    /** Closes a finished month, in order after the last closed one; every statement is frozen. */
    async cerrar(tenantId: number, actor: RequestUser, mes: Mes): Promise<void> {
      const texto = textoMes(mes);
      if (mesesEntre(mes, mesDe(madridToday())) < 1) throw invalid({ fecha: [MENSAJES_CIERRE.mesEnCurso] });
      const comerciales = await database.tenant(tenantId, async (tx) => {
        const cerrados = await listCierres(tx);
        if (cerrados.some((row) => row.mes === texto))
          throw conflict({ detail: MENSAJES_CIERRE.yaCerrado(texto) });
        const ultimo = cerrados[0];
        if (ultimo) {
          const siguiente = textoMes(siguienteMes(mesDe(`${ultimo.mes}-01`)));
          if (siguiente !== texto) throw conflict({ detail: MENSAJES_CIERRE.fueraDeOrden(siguiente) });
        }
        return comercialesConMovimiento(tx, ventasDelMesSql(mes, null), mes);
      });
      // Past months' sales change only by cancellation or a catalogue correction; computed
      // from committed data one commercial at a time, then written in one transaction.
      const extractos: Extracto[] = [];
      for (const id of comerciales) extractos.push(await extractoVivo(tenantId, actor, mes, id));
      await database.tenant(tenantId, async (tx) => {
        if (await cierreDe(tx, mes)) throw conflict({ detail: MENSAJES_CIERRE.yaCerrado(texto) });
        await guardarCierre(tx, mes, actor.accountId, extractos);
      });
    },

    /** Reopens the last closed month; its figures are computed again from then on. */
    async reabrir(tenantId: number, actor: RequestUser, mes: Mes, motivo: string): Promise<void> {
      const texto = textoMes(mes);
      await database.tenant(tenantId, async (tx) => {
        const [ultimo] = await listCierres(tx);
        if (!ultimo || !(await cierreDe(tx, mes)))
          throw conflict({ detail: MENSAJES_CIERRE.noCerrado(texto) });
        if (ultimo.mes !== texto) throw conflict({ detail: MENSAJES_CIERRE.noEsElUltimo(ultimo.mes) });
        await borrarCierre(tx, mes);
        await registrar(tx, mes, 'REABRIR', actor.accountId, motivo);
      });
    },
  };
}
