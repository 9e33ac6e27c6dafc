import { festivosRegionales } from '@ventas/domain/calculadora/regional-holidays';
import { esComunidadAutonoma } from '@ventas/domain/calculadora/comunidades-autonomas';
import type { Mes } from '@ventas/domain/calculadora/mes';
import type { Calendario } from '@ventas/domain/calculadora/working-days';
import type { TenantTx } from '../../db/database';
import {
  festivosEmpresa,
  limitesDelMes,
  ubicacionEmpresa,
  vacacionesDe,
  type FestivoEmpresa,
  type UbicacionEmpresa,
  type VacacionesFila,
} from './calendario.repository';

/**
 * Each commercial's calendar of a month beyond SPEC §9's national days: the tenant's regional,
 * municipal and own days, and the commercial's holidays. The calculator, the team view and the
 * month's xlsx count working days with it.
 */

export interface DatosDelCalendario {
  ubicacion: UbicacionEmpresa;
  regionales: string[];
  empresa: FestivoEmpresa[];
  vacaciones: VacacionesFila[];
}

/** The regional days of the tenant's place in the year (none without a community). */
export function regionalesDe(ubicacion: UbicacionEmpresa, year: number): string[] {
  const comunidad = ubicacion.comunidad_autonoma;
  if (comunidad === null || !esComunidadAutonoma(comunidad)) return [];
  return festivosRegionales(year, { comunidad, municipio: ubicacion.municipio });
}

/** Three queries whatever the number of commercials (the team view asks for 50). */
export async function datosDelCalendario(
  tx: TenantTx,
  comercialIds: readonly number[],
  mes: Mes,
): Promise<DatosDelCalendario> {
  const rango = limitesDelMes(mes);
  const ubicacion = await ubicacionEmpresa(tx);
  return {
    ubicacion,
    regionales: regionalesDe(ubicacion, mes.year).filter((dia) => dia >= rango.desde && dia <= rango.hasta),
    empresa: await festivosEmpresa(tx, rango),
    vacaciones: await vacacionesDe(tx, comercialIds, rango),
  };
}

export function calendarioDe(datos: DatosDelCalendario, comercialId: number): Calendario {
  return {
    festivos: [...datos.regionales, ...datos.empresa.map(({ dia }) => dia)],
    vacaciones: datos.vacaciones
      .filter(({ comercial }) => comercial === comercialId)
      .map(({ desde, hasta }) => ({ desde, hasta })),
  };
}

export async function calendariosDeComerciales(
  tx: TenantTx,
  comercialIds: readonly number[],
  mes: Mes,
): Promise<Map<number, Calendario>> {
  const datos = await datosDelCalendario(tx, comercialIds, mes);
  return new Map(comercialIds.map((id) => [id, calendarioDe(datos, id)]));
}
