import { madridDate, startOfMadridDay, type Interval } from '../time/madrid';
import { TELEWORK_LIMITS } from './telework-limits';

/**
 * Named windows of GET /api/clientes/agendados/: `today`; `3days` = today and the next three
 * days (SPEC §9, the dashboard); `week` = today and the next six days; `overdue` = already due.
 */
export const RANGOS_AGENDADO = ['today', '3days', 'week', 'overdue'] as const;
export type RangoAgendado = (typeof RANGOS_AGENDADO)[number];

const DAYS_AFTER_TODAY: Record<Exclude<RangoAgendado, 'overdue'>, number> = {
  today: 0,
  '3days': 3,
  week: 6,
};

/** The instants a named window covers at `now` (Madrid days, SPEC §9). */
export function agendadoRangeInterval(range: RangoAgendado, now: Date): Interval {
  if (range === 'overdue') return { from: null, to: now };
  const today = madridDate(now);
  return { from: startOfMadridDay(today), to: startOfMadridDay(today, DAYS_AFTER_TODAY[range] + 1) };
}

/** A new or moved agendado may be late by up to a day (entered after the call), never more. */
export function isAgendadoTimeAcceptable(fechaAgendado: Date, now: Date): boolean {
  return fechaAgendado.getTime() >= now.getTime() - TELEWORK_LIMITS.agendadoPastToleranceMs;
}
