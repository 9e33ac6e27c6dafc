import { sql } from 'drizzle-orm';
import { bolsaDeFila, type RewardRow } from '@ventas/domain/calculadora/bolsa-contract';
import { calcularComision } from '@ventas/domain/calculadora/comision';
import type { EquipoComercial, EquipoMesResponse } from '@ventas/domain/calculadora/equipo-contract';
import type { CalculoMes } from '@ventas/domain/calculadora/extracto-contract';
import { mesDe, type Mes } from '@ventas/domain/calculadora/mes';
import type { Objetivo } from '@ventas/domain/calculadora/objetivos';
import { textoMes, type ObjetivoRow } from '@ventas/domain/calculadora/objetivos-contract';
import { ritmoDelMes, SIN_FESTIVOS_PROPIOS } from '@ventas/domain/calculadora/working-days';
import { tipoComercialDe, type EstadoCuenta } from '@ventas/domain/cuentas/account-constants';
import { madridToday } from '@ventas/domain/time/madrid';
import type { Database, TenantTx } from '../../../db/database';
import type { RequestUser } from '../../../http/fastify-types';
import { intArray } from '../../../lists/filter-sql';
import { calendariosDeComerciales } from '../../calendario/calendario.public';
import { comercialesElegibles, type ComercialElegible } from '../../comerciales/comerciales.public';
import { consecucionPorComercial } from '../consecucion.query';
import { listRewards } from '../rewards.repository';
import { cierreDe, extractosGuardados } from '../extracto/cierres.repository';
import { objetivosDeComerciales, tramosDeComerciales } from './equipo.repository';

/**
 * The team view (issue 14): the month of every commercial the caller may read (decision 83: a
 * Manager themselves and their team, Admin and above every account), from six set-based
 * queries whatever the team's size (accounts, objectives, sales, bands, pools, calendars), then
 * the domain's `calcularComision` per commercial: the function `objetivo_mes` runs, fed the same
 * rows, so the figures are the same on both.
 */

type ObjetivoConFila = Objetivo & { fila: ObjetivoRow };

export interface EquipoMes extends EquipoMesResponse {
  mesPedido: Mes;
  /** Whether the month is closed: the figures are the ones frozen at its close. */
  cerrado: boolean;
}

/** Whose month to read, in the request's transaction: by default decision 83's rule. */
export type Quienes = (tx: TenantTx) => Promise<ComercialElegible[]>;

function figurasDe(
  comercial: ComercialElegible,
  entrada: Omit<Parameters<typeof calcularComision<ObjetivoConFila>>[0], 'tipoComercial'>,
): EquipoComercial {
  const resultado = calcularComision({
    ...entrada,
    tipoComercial: tipoComercialDe(comercial.tipo_comercial),
  });
  return {
    id: comercial.id,
    nombre: comercial.nombre,
    tipo_comercial: comercial.tipo_comercial,
    consecucion_total: resultado.consecucion_total,
    tramo: resultado.tramo?.etiqueta ?? null,
    factor_corrector: resultado.factor_corrector,
    bolsa_en_juego: resultado.bolsa_en_juego,
    comision_total: resultado.comision_total,
    condiciones_cumplidas: resultado.condiciones_cumplidas,
    motivos: resultado.motivos,
    objetivos: resultado.objetivos.map(({ fila, consecucion, objetivo_porc }) => ({
      familia: fila.familia,
      familia_nombre: fila.familia_nombre,
      objetivo: fila.objetivo,
      consecucion,
      objetivo_porc,
      peso: fila.peso,
      llave: fila.llave,
    })),
  };
}

/** A closed month's row: the figures frozen at the close (none if the commercial had nothing then). */
function figurasCongeladas(comercial: ComercialElegible, calculo: CalculoMes | undefined): EquipoComercial {
  return {
    id: comercial.id,
    nombre: comercial.nombre,
    tipo_comercial: comercial.tipo_comercial,
    consecucion_total: calculo?.consecucion_total ?? '0.00',
    tramo: calculo?.tramo?.etiqueta ?? null,
    factor_corrector: calculo?.factor_corrector ?? null,
    bolsa_en_juego: calculo?.bolsa_en_juego ?? '0.00',
    comision_total: calculo?.comision_total ?? null,
    condiciones_cumplidas: calculo?.condiciones_cumplidas ?? false,
    motivos: calculo?.motivos ?? [],
    objetivos: (calculo?.objetivos ?? []).map((o) => ({
      familia: o.familia,
      familia_nombre: o.familia_nombre,
      objetivo: o.objetivo,
      consecucion: o.consecucion,
      objetivo_porc: o.objetivo_porc,
      peso: o.peso,
      llave: o.llave,
    })),
  };
}

export function createEquipoService(database: Database) {
  return {
    async equipoMes(
      tenantId: number,
      user: RequestUser,
      query: { month_year_updated_on?: Mes | undefined; estado: EstadoCuenta },
      quienes: Quienes = (tx) => comercialesElegibles(tx, user, query.estado),
    ): Promise<EquipoMes> {
      const mes = query.month_year_updated_on ?? mesDe(madridToday());
      const datos = await database.tenant(tenantId, async (tx) => {
        const comerciales = await quienes(tx);
        const ids = comerciales.map((comercial) => comercial.id);
        if (ids.length === 0) return null;
        const rewards = await listRewards(tx, {
          mes,
          comercial: undefined,
          visibles: sql`(SELECT unnest(${intArray(ids)}))`,
        });
        // A closed month answers what was frozen at its close, as objetivo_mes does (decision 89).
        if (await cierreDe(tx, mes))
          return { comerciales, congelados: await extractosGuardados(tx, mes, ids) };
        return {
          comerciales,
          congelados: null,
          objetivos: await objetivosDeComerciales(tx, ids, mes),
          consecucion: await consecucionPorComercial(tx, mes, ids),
          tramos: await tramosDeComerciales(tx, ids),
          rewards: new Map<number, RewardRow>(rewards.map((row) => [row.comercial, row])),
          calendarios: await calendariosDeComerciales(tx, ids, mes),
        };
      });
      if (datos === null)
        return { mes: textoMes(mes), mesPedido: mes, cerrado: false, familias: [], comerciales: [] };
      const hoy = madridToday();
      if (datos.congelados !== null) {
        const congelados = datos.congelados;
        const comerciales = datos.comerciales.map((c) => figurasCongeladas(c, congelados.get(c.id)?.calculo));
        return {
          mes: textoMes(mes),
          mesPedido: mes,
          cerrado: true,
          familias: familiasDe(comerciales),
          comerciales,
        };
      }
      const comerciales = datos.comerciales.map((comercial) => {
        const ventas = datos.consecucion.get(comercial.id);
        const objetivos: ObjetivoConFila[] = (datos.objetivos.get(comercial.id) ?? []).map((fila) => ({
          familia: fila.familia_nombre,
          peso: fila.peso,
          objetivo: fila.objetivo,
          llave: fila.llave,
          consecucion: String(ventas?.get(fila.familia) ?? 0),
          fila,
        }));
        return figurasDe(comercial, {
          objetivos,
          tramos: datos.tramos.get(comercial.id) ?? [],
          bolsa: bolsaDeFila(datos.rewards.get(comercial.id) ?? null),
          ritmo: ritmoDelMes(mes, hoy, datos.calendarios.get(comercial.id) ?? SIN_FESTIVOS_PROPIOS),
        });
      });
      return {
        mes: textoMes(mes),
        mesPedido: mes,
        cerrado: false,
        familias: familiasDe(comerciales),
        comerciales,
      };
    },
  };
}

/** Every family in some commercial's objectives, by name then id. */
function familiasDe(comerciales: readonly EquipoComercial[]) {
  const familias = new Map<number, string>();
  for (const comercial of comerciales)
    for (const objetivo of comercial.objetivos) familias.set(objetivo.familia, objetivo.familia_nombre);
  return [...familias]
    .map(([id, nombre]) => ({ id, nombre }))
    .sort((a, b) => a.nombre.localeCompare(b.nombre, 'es') || a.id - b.id);
}

export type EquipoService = ReturnType<typeof createEquipoService>;
