import { diasDelMes } from '@ventas/domain/calculadora/mes';
import { mesSchema } from '@ventas/domain/calculadora/objetivos-contract';
import type { QueryValue } from '../../../api/api-client';

/** A month's sales are few: one page of the lists' largest size (decision 77: up to 100). */
export const VENTAS_POR_PAGINA = 100;

/** The month's first and last day, as the lists' day ranges take them (`x_after`, `x_before`). */
export function rangoDelMes(mes: string, campo: string): Record<string, QueryValue> {
  const dias = diasDelMes(mesSchema.parse(mes));
  return { [`${campo}_after`]: dias[0], [`${campo}_before`]: dias.at(-1) };
}
