import type { AgendadoCalendario, DiaCalendario } from '@ventas/domain/calendario/calendario-contract';

/** Monday first, as Spanish calendars print a week (es-ES weekday names). */
export const DIAS_SEMANA = [
  'lunes',
  'martes',
  'miércoles',
  'jueves',
  'viernes',
  'sábado',
  'domingo',
] as const;

/** The column of a day: 0 Monday … 6 Sunday (the API's `dia_semana` is 0 Sunday … 6 Saturday). */
export const columna = (diaSemana: number) => (diaSemana + 6) % 7;

/** The month in weeks of seven cells, Monday first; null pads the days of other months. */
export function semanas(dias: readonly DiaCalendario[]): Array<Array<DiaCalendario | null>> {
  const first = dias[0];
  if (!first) return [];
  const celdas: Array<DiaCalendario | null> = [...Array<null>(columna(first.dia_semana)).fill(null), ...dias];
  while (celdas.length % 7 !== 0) celdas.push(null);
  return Array.from({ length: celdas.length / 7 }, (_, semana) => celdas.slice(semana * 7, semana * 7 + 7));
}

/** '1', '0,5', '0': what the day counts as a working day. */
export const pesoTexto = (peso: string) => Number(peso).toLocaleString('es-ES');

/** The callbacks of each day, in the order the API gives them (by time). */
export function agendadosPorDia(agendados: readonly AgendadoCalendario[]): Map<string, AgendadoCalendario[]> {
  const porDia = new Map<string, AgendadoCalendario[]>();
  for (const agendado of agendados) porDia.set(agendado.dia, [...(porDia.get(agendado.dia) ?? []), agendado]);
  return porDia;
}

/** '10:30', the callback's Madrid time. */
export function horaMadrid(iso: string): string {
  return new Intl.DateTimeFormat('es-ES', {
    timeZone: 'Europe/Madrid',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
}

/** 'lunes, 5 de mayo', a day's accessible name. */
export function nombreDia(dia: string): string {
  return new Intl.DateTimeFormat('es-ES', {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  }).format(new Date(`${dia}T00:00:00Z`));
}
