import type { MesDelCalendario } from '../time/mes-label';

/**
 * A calendar month as the calculator counts it (SPEC §3 Objetivo `fecha`, §9 working days): a
 * year and a month 1–12. Days are 'YYYY-MM-DD' strings, already Madrid's (SPEC §9): the
 * arithmetic here is calendar arithmetic and never looks at a clock or a zone.
 */
export type Mes = MesDelCalendario;

/** 0 Sunday … 6 Saturday, as `Date#getUTCDay` numbers them. */
export type DiaSemana = 0 | 1 | 2 | 3 | 4 | 5 | 6;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** The day 'YYYY-MM-DD' of a year, month (1–12) and day. */
export function fecha(year: number, month: number, day: number): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** Every day of the month, in order. */
export function diasDelMes(mes: Mes): string[] {
  // Day 0 of the next month is the last day of this one.
  const last = new Date(Date.UTC(mes.year, mes.month, 0)).getUTCDate();
  return Array.from({ length: last }, (_, index) => fecha(mes.year, mes.month, index + 1));
}

/** The weekday of a day; UTC midnight, so no zone or summer time can move it. */
export function diaSemana(dia: string): DiaSemana {
  const [year, month, day] = dia.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day!)).getUTCDay() as DiaSemana;
}

/** The month a day falls in. */
export function mesDe(dia: string): Mes {
  return { year: Number(dia.slice(0, 4)), month: Number(dia.slice(5, 7)) };
}

/** Months from `desde` to `hasta`: 1 from January to February, 12 across a whole year. */
export function mesesEntre(desde: Mes, hasta: Mes): number {
  return (hasta.year - desde.year) * 12 + (hasta.month - desde.month);
}
