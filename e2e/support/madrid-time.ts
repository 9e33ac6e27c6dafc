/** SPEC §9: business days and times are Europe/Madrid's, whatever the browser's own zone. */
export const MADRID = 'Europe/Madrid';

export interface MadridDay {
  /** YYYY-MM-DD, as the URL and the API write days. */
  iso: string;
  /** DD/MM/YYYY, as the screen shows them. */
  display: string;
  /** DDMMYYYY: what to type into a date field's day, month and year sections. */
  typed: string;
}

function toDay(year: number, month: number, day: number): MadridDay {
  const dd = String(day).padStart(2, '0');
  const mm = String(month).padStart(2, '0');
  return { iso: `${year}-${mm}-${dd}`, display: `${dd}/${mm}/${year}`, typed: `${dd}${mm}${year}` };
}

/** The Madrid calendar day `offsetDays` after today (by date, so DST changes do not matter). */
export function madridDay(offsetDays = 0, now: Date = new Date()): MadridDay {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: MADRID,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const shifted = new Date(Date.UTC(part('year'), part('month') - 1, part('day') + offsetDays));
  return toDay(shifted.getUTCFullYear(), shifted.getUTCMonth() + 1, shifted.getUTCDate());
}

/** An instant as the screen shows it: 'DD/MM/YYYY HH:mm' in Madrid time. */
export function madridDateTime(instant: string | Date): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: MADRID,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(instant));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')} ${part('hour')}:${part('minute')}`;
}

/** The instant of `time` ('HH:mm') on a Madrid day, whichever offset (winter or summer) it falls in. */
export function madridInstantAt(day: MadridDay, time: string): Date {
  for (const offset of ['+01:00', '+02:00']) {
    const instant = new Date(`${day.iso}T${time}:00${offset}`);
    if (madridDateTime(instant) === `${day.display} ${time}`) return instant;
  }
  throw new Error(`${day.display} ${time} does not exist in Madrid`);
}
