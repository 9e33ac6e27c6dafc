import { diasDelMes, mesDe, type Mes } from '@ventas/domain/calculadora/mes';
import { madridToday } from '@ventas/domain/time/madrid';

/** The month the tab opens on: Madrid's current one. */
export const mesActual = (hoy: string = madridToday()): Mes => mesDe(hoy);

/** A month's first and last day, the range the holidays list asks for. */
export function rangoDelMes(mes: Mes): { start: string; end: string } {
  const dias = diasDelMes(mes);
  return { start: dias[0]!, end: dias[dias.length - 1]! };
}
