import dayjs from 'dayjs';
import { TIME_ZONE } from '../../config/constants';

/** '2026-05-04T08:30:00Z' -> '04/05/2026 10:30' (SPEC §9: Madrid time). */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const value = dayjs(iso);
  return value.isValid() ? value.tz(TIME_ZONE).format('DD/MM/YYYY HH:mm') : '';
}

/** A calendar day 'YYYY-MM-DD' -> 'DD/MM/YYYY'. */
export function formatDate(day: string | null | undefined): string {
  if (!day) return '';
  const value = dayjs(day.slice(0, 10));
  return value.isValid() ? value.format('DD/MM/YYYY') : '';
}

/** Today in Madrid as YYYY-MM-DD. */
export function madridToday(): string {
  return dayjs().tz(TIME_ZONE).format('YYYY-MM-DD');
}
