import { mesDe, type Mes } from '@ventas/domain/calculadora/mes';
import { mesSchema } from '@ventas/domain/calculadora/objetivos-contract';
import { madridToday } from '@ventas/domain/time/madrid';
import { etiquetaMes } from '@ventas/domain/time/mes-label';

/** The month the screen shows, from `?mes=YYYY-MM`; Madrid's current month when absent or invalid. */
export function mesDeUrl(value: string | null, hoy: string = madridToday()): Mes {
  const parsed = mesSchema.safeParse(value);
  return parsed.success ? parsed.data : mesDe(hoy);
}

export function mesAnterior({ year, month }: Mes): Mes {
  return month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };
}

/** 'noviembre de 2026', as Spanish readers name a month (the domain's one month label). */
export const nombreMes = (mes: Mes): string => etiquetaMes(mes);
