import { madridDate, madridInstant, startOfMadridDay } from '../time/madrid';

/**
 * Issue 31 §1: the quick buttons of a callback that falls due (the top bar's notice and its
 * list). Each gives the new time from `now`; "Mañana 10:00" is Madrid's clock, whatever the
 * offset does overnight.
 */
export const POSPONER_AGENDADO = ['15min', '1h', 'manana10'] as const;
export type PosponerAgendado = (typeof POSPONER_AGENDADO)[number];

export const POSPONER_LABELS: Record<PosponerAgendado, string> = {
  '15min': '15 min',
  '1h': '1 hora',
  manana10: 'Mañana 10:00',
};

const MINUTE_MS = 60_000;

/** Whole minutes: a callback is shown to the minute, and "in 15 min" means at :15, not :15:37. */
function startOfMinute(instant: Date): Date {
  return new Date(Math.floor(instant.getTime() / MINUTE_MS) * MINUTE_MS);
}

/** The new time of a callback postponed with `opcion` at `now`. */
export function fechaPospuesta(opcion: PosponerAgendado, now: Date): Date {
  switch (opcion) {
    case '15min':
      return startOfMinute(new Date(now.getTime() + 15 * MINUTE_MS));
    case '1h':
      return startOfMinute(new Date(now.getTime() + 60 * MINUTE_MS));
    case 'manana10':
      return madridInstant(madridDate(startOfMadridDay(madridDate(now), 1)), '10:00');
  }
}

/** A pending callback as the notices read it. */
export interface AgendadoConFecha {
  id: number;
  fechaAgendado: string | null;
}

/** Those already due at `now` (the top bar counts them), soonest first. */
export function agendadosVencidos<T extends AgendadoConFecha>(agendados: readonly T[], now: Date): T[] {
  return agendados
    .filter(
      (agendado) => agendado.fechaAgendado !== null && Date.parse(agendado.fechaAgendado) <= now.getTime(),
    )
    .sort((a, b) => Date.parse(a.fechaAgendado ?? '') - Date.parse(b.fechaAgendado ?? ''));
}

/** Milliseconds from `now` until the next one falls due; null when none is still to come. */
export function msHastaElProximo(agendados: readonly AgendadoConFecha[], now: Date): number | null {
  const futuros = agendados
    .map((agendado) => (agendado.fechaAgendado === null ? NaN : Date.parse(agendado.fechaAgendado)))
    .filter((instante) => instante > now.getTime());
  return futuros.length === 0 ? null : Math.min(...futuros) - now.getTime();
}
