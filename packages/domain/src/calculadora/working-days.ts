import { Decimal } from 'decimal.js';
import { formatAmount, type DecimalAmount } from '../money/decimal-amount';
import { festivosNacionales } from './holidays';
import { diaSemana, diasDelMes, type Mes } from './mes';

/**
 * SPEC §9 working days: Monday to Friday weigh 1, Saturday 0.5, Sunday 0 (indexed 0 Sunday … 6
 * Saturday). A day off weighs 0 whatever it is, so a Saturday holiday loses 0.5, not 1.
 */
export const PESO_DIA_SEMANA = ['0', '1', '1', '1', '1', '1', '0.5'] as const;

/** SPEC §3 Holiday: a commercial's own days off, both ends included. */
export interface Vacaciones {
  desde: string;
  hasta: string;
}

/**
 * What a month's working days take away beyond the spec's national list (always applied):
 * `festivos`, the tenant's regional and local days (regional-holidays.ts on the server, plus
 * the municipality's days it configures); `vacaciones`, the commercial's own holidays.
 */
export interface Calendario {
  festivos: readonly string[];
  vacaciones: readonly Vacaciones[];
}

export const SIN_FESTIVOS_PROPIOS: Calendario = { festivos: [], vacaciones: [] };

/** Working days elapsed and in the whole month; half-days are the finest step, so 1 decimal. */
export interface Ritmo {
  transcurridos: DecimalAmount;
  total: DecimalAmount;
}

function diasLibres(mes: Mes, calendario: Calendario): Set<string> {
  const libres = new Set([...festivosNacionales(mes.year), ...calendario.festivos]);
  for (const { desde, hasta } of calendario.vacaciones) {
    for (const dia of diasDelMes(mes)) if (dia >= desde && dia <= hasta) libres.add(dia);
  }
  return libres;
}

/** The weight of each day of the month, in order. */
function pesosDelMes(mes: Mes, calendario: Calendario): { dia: string; peso: Decimal }[] {
  const libres = diasLibres(mes, calendario);
  return diasDelMes(mes).map((dia) => ({
    dia,
    peso: new Decimal(libres.has(dia) ? 0 : PESO_DIA_SEMANA[diaSemana(dia)]),
  }));
}

const suma = (pesos: { peso: Decimal }[]) =>
  pesos.reduce((total, { peso }) => total.plus(peso), new Decimal(0));
const dias = (value: Decimal) => formatAmount(value, 1);

/** The month's working days for a commercial ('22.5'). */
export function diasLaborables(mes: Mes, calendario: Calendario = SIN_FESTIVOS_PROPIOS): DecimalAmount {
  return dias(suma(pesosDelMes(mes, calendario)));
}

/**
 * Working days from the 1st up to and including `hoy` (Madrid's day), and in the whole month.
 * Today counts whole: its sales already count in consecucion, so the pace expects them too. A
 * day before the month gives 0 elapsed, a day after it the whole month.
 */
export function ritmoDelMes(mes: Mes, hoy: string, calendario: Calendario = SIN_FESTIVOS_PROPIOS): Ritmo {
  const pesos = pesosDelMes(mes, calendario);
  return {
    transcurridos: dias(suma(pesos.filter(({ dia }) => dia <= hoy))),
    total: dias(suma(pesos)),
  };
}
