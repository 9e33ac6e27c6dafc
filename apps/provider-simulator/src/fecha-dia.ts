/**
 * Calendar days as `YYYY-MM-DD` text, computed in UTC so no time zone or clock change moves them.
 * The simulator never reads the clock: its dates count back from FECHA_REFERENCIA, which keeps
 * every answer identical from one day to the next (the demo and the tests rely on it).
 */
export const FECHA_REFERENCIA = '2026-11-02';

const DIA_MS = 86_400_000;

function aMs(fecha: string): number {
  return Date.parse(`${fecha}T00:00:00Z`);
}

export function sumarDias(fecha: string, dias: number): string {
  return new Date(aMs(fecha) + dias * DIA_MS).toISOString().slice(0, 10);
}

/** Days from `desde` to `hasta` (negative if `hasta` is earlier). */
export function diasEntre(desde: string, hasta: string): number {
  return Math.round((aMs(hasta) - aMs(desde)) / DIA_MS);
}

/** `YYYY-MM` plus `meses` months. */
export function sumarMeses(mes: string, meses: number): string {
  const [anio = 0, numero = 1] = mes.split('-').map(Number);
  const indice = anio * 12 + (numero - 1) + meses;
  return `${Math.floor(indice / 12)}-${String((indice % 12) + 1).padStart(2, '0')}`;
}

/** Every day from `desde` to `hasta`, both included; at most `maximo`, the latest ones. */
export function diasDelRango(desde: string, hasta: string, maximo: number): string[] {
  const total = Math.min(diasEntre(desde, hasta) + 1, maximo);
  const primero = sumarDias(hasta, 1 - Math.max(total, 0));
  return Array.from({ length: Math.max(total, 0) }, (_, i) => sumarDias(primero, i));
}

/** "2026-11-02" → "02/11/2026", as a PDF shows it. */
export function fechaTexto(fecha: string): string {
  const [anio, mes, dia] = fecha.split('-');
  return `${dia}/${mes}/${anio}`;
}
