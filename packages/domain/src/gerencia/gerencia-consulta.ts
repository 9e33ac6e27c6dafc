import { ESTADOS_CUENTA, TIPOS_COMERCIAL } from '../cuentas/account-constants';
import { diasEnRango } from '../cuentas/holidays-contract';
import type { DayRange } from '../http/list-filters';
import { MAX_DIAS_GERENCIA } from './gerencia-contract';

/**
 * What Gerencia's figures and the statistics refuse beyond the shape of their parameters
 * (decision 121): a range needs both ends, in order, at most MAX_DIAS_GERENCIA days; estado and
 * tipo_comercial take known values. Field → messages; empty when all is well. The API answers
 * them as a 400; a saved view checks its stored query with the same rules.
 */
export function erroresConsultaGerencia(
  range: DayRange | undefined,
  campo: string,
  parsed: { estado: readonly string[]; tipo_comercial: readonly string[] },
): Record<string, string[]> {
  const errores: Record<string, string[]> = {};
  const problema = range ? problemaDeRango(range) : null;
  if (problema) errores[campo] = [problema];
  const malos = (valores: readonly string[], validos: readonly string[]) =>
    valores.filter((valor) => !validos.includes(valor));
  const estados = malos(parsed.estado, ESTADOS_CUENTA);
  if (estados.length) errores.estado = [`Estado no válido: ${estados.join(', ')}`];
  const tipos = malos(parsed.tipo_comercial, TIPOS_COMERCIAL);
  if (tipos.length) errores.tipo_comercial = [`Tipo de comercial no válido: ${tipos.join(', ')}`];
  return errores;
}

/** Why a range cannot be asked for (the screen says it before sending), or null. */
export function problemaDeRango(range: DayRange): string | null {
  if (!range.after || !range.before) return 'Indique las dos fechas del periodo.';
  if (range.after > range.before) return 'La fecha inicial es posterior a la final.';
  if (diasEnRango(range.after, range.before) > MAX_DIAS_GERENCIA)
    return `El periodo no puede pasar de ${MAX_DIAS_GERENCIA} días.`;
  return null;
}
