import { diasDelMes } from '@ventas/domain/calculadora/mes';
import { ultimosMeses } from '../../../lib/meses';

/** The URL parameter of the board's period: a month ('2026-12') or every date ('todo'). */
export const PERIODO_PARAM = 'mes';
export const TODO = 'todo';

/** The months the period select offers: this one and the eleven before, latest first. */
export const mesesDelSelector = (hoy: string): string[] => ultimosMeses(hoy);

/** The period in the URL if it is one the select offers, else this month (Madrid). */
export function periodoDe(valor: string | null, hoy: string): string {
  if (valor === TODO) return TODO;
  return valor !== null && mesesDelSelector(hoy).includes(valor) ? valor : mesesDelSelector(hoy)[0]!;
}

/** The board's filters for a period: the offers created in that month's Madrid days, or all. */
export function consultaDePeriodo(periodo: string): Record<string, string> {
  if (periodo === TODO) return {};
  const [year = 1970, month = 1] = periodo.split('-').map(Number);
  const dias = diasDelMes({ year, month });
  return { created_on_after: dias[0]!, created_on_before: dias.at(-1)! };
}
