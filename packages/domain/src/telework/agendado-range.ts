import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { TELEWORK_LIMITS } from './telework-limits';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Business days, agendado windows and "today" are Madrid's (architecture.md "Data"). */
export const ZONA_HORARIA = 'Europe/Madrid';

/**
 * Named windows of GET /api/clientes/agendados/: `today`; `3days` = today and the next three
 * days (SPEC §9, the dashboard); `week` = today and the next six days; `overdue` = already due.
 */
export const RANGOS_AGENDADO = ['today', '3days', 'week', 'overdue'] as const;
export type RangoAgendado = (typeof RANGOS_AGENDADO)[number];

/** A half-open instant interval [from, to); a null end is unbounded. */
export interface Interval {
  from: Date | null;
  to: Date | null;
}

const DAYS_AFTER_TODAY: Record<Exclude<RangoAgendado, 'overdue'>, number> = {
  today: 0,
  '3days': 3,
  week: 6,
};

/** The Madrid calendar day (YYYY-MM-DD) an instant falls on. */
export function madridDate(instant: Date): string {
  return dayjs(instant).tz(ZONA_HORARIA).format('YYYY-MM-DD');
}

/** The instant a Madrid calendar day starts, `offsetDays` after `day` (DST-safe: by date, not hours). */
export function startOfMadridDay(day: string, offsetDays = 0): Date {
  const shifted = dayjs.utc(day).add(offsetDays, 'day').format('YYYY-MM-DD');
  return dayjs.tz(shifted, ZONA_HORARIA).toDate();
}

/** The instants a named window covers at `now`. */
export function agendadoRangeInterval(range: RangoAgendado, now: Date): Interval {
  if (range === 'overdue') return { from: null, to: now };
  const today = madridDate(now);
  return { from: startOfMadridDay(today), to: startOfMadridDay(today, DAYS_AFTER_TODAY[range] + 1) };
}

/** Whole Madrid days from `after` to `before`, both included; either may be missing. */
export function madridDaysInterval(after: string | undefined, before: string | undefined): Interval {
  return {
    from: after ? startOfMadridDay(after) : null,
    to: before ? startOfMadridDay(before, 1) : null,
  };
}

/** A new or moved agendado may be late by up to a day (entered after the call), never more. */
export function isAgendadoTimeAcceptable(fechaAgendado: Date, now: Date): boolean {
  return fechaAgendado.getTime() >= now.getTime() - TELEWORK_LIMITS.agendadoPastToleranceMs;
}
