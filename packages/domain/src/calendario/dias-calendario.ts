import { Decimal } from 'decimal.js';
import { DIAS_SEMANA_SANTA, domingoDePascua, FESTIVOS_NACIONALES_FIJOS } from '../calculadora/holidays';
import { diaSemana, diasDelMes, fecha, type Mes } from '../calculadora/mes';
import { ritmoDelMes, type Calendario } from '../calculadora/working-days';
import { formatAmount } from '../money/decimal-amount';
import type { DiaCalendario } from './calendario-contract';

/**
 * The Calendario screen's month (issue 14): each day with its weight and why. The weight is not
 * computed again here: it is the step of the calculator's own `ritmoDelMes` from the day before
 * to the day, so the screen can never disagree with the calculator's working days.
 */

export interface NombresDelCalendario {
  /** The tenant's regional days (festivosRegionales) and the label they show. */
  regionales: readonly string[];
  nombreRegional: string;
  /** The tenant's own days with their names. */
  empresa: readonly { dia: string; nombre: string }[];
  /** The commercial's holidays with their ids and descriptions. */
  vacaciones: readonly { id: number; desde: string; hasta: string; descripcion: string }[];
}

function diaDesplazado(dia: string, dias: number): string {
  const [year, month, day] = dia.split('-').map(Number);
  const shifted = new Date(Date.UTC(year!, month! - 1, day! + dias));
  return fecha(shifted.getUTCFullYear(), shifted.getUTCMonth() + 1, shifted.getUTCDate());
}

/** SPEC §9's national days of a year with their names. */
export function nacionalesConNombre(year: number): Map<string, string> {
  const pascua = domingoDePascua(year);
  return new Map([
    ...FESTIVOS_NACIONALES_FIJOS.map(({ month, day, nombre }) => [fecha(year, month, day), nombre] as const),
    ...DIAS_SEMANA_SANTA.map(
      ({ antesDePascua, nombre }) => [diaDesplazado(pascua, -antesDePascua), nombre] as const,
    ),
  ]);
}

export function diasDelCalendario(
  mes: Mes,
  calendario: Calendario,
  nombres: NombresDelCalendario,
): DiaCalendario[] {
  const nacionales = nacionalesConNombre(mes.year);
  const regionales = new Set(nombres.regionales);
  const transcurridos = (hasta: string) => new Decimal(ritmoDelMes(mes, hasta, calendario).transcurridos);
  return diasDelMes(mes).map((dia) => {
    const festivos: DiaCalendario['festivos'] = [];
    const nacional = nacionales.get(dia);
    if (nacional) festivos.push({ tipo: 'nacional', nombre: nacional });
    else if (regionales.has(dia)) festivos.push({ tipo: 'regional', nombre: nombres.nombreRegional });
    for (const propio of nombres.empresa)
      if (propio.dia === dia) festivos.push({ tipo: 'empresa', nombre: propio.nombre });
    const semana = diaSemana(dia);
    return {
      dia,
      dia_semana: semana,
      peso: formatAmount(transcurridos(dia).minus(transcurridos(diaDesplazado(dia, -1))), 1),
      fin_de_semana: semana === 0 || semana === 6,
      festivos,
      vacaciones: nombres.vacaciones
        .filter(({ desde, hasta }) => dia >= desde && dia <= hasta)
        .map(({ id, descripcion }) => ({ id, descripcion })),
    };
  });
}
