import { madridOffsetMs } from '@ventas/domain/time/madrid';

/**
 * Excel keeps a date as a serial number of days since 1899-12-30, in wall-clock time with no
 * zone. 25569 is 1970-01-01, so a wall-clock time written as UTC milliseconds maps straight on.
 */
const EXCEL_UNIX_EPOCH = 25569;
const DAY_MS = 86_400_000;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const serialOf = (wallClockMs: number) => EXCEL_UNIX_EPOCH + wallClockMs / DAY_MS;

/** A calendar day 'YYYY-MM-DD' as an Excel date (no zone: it is already a day); null if it is not one. */
export function excelSerialOfDay(day: string): number | null {
  const match = DAY.exec(day);
  if (!match) return null;
  return serialOf(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

/**
 * An instant (ISO text or Date) as the Excel date-time a reader in Madrid expects: SPEC §9 times
 * are Madrid's, whatever the server's zone. The offset is the one in force at that instant, so the
 * hours either side of a clock change come out right. Null if it is not an instant.
 */
export function excelSerialInMadrid(instant: string | Date): number | null {
  const ms = typeof instant === 'string' ? Date.parse(instant) : instant.getTime();
  if (Number.isNaN(ms)) return null;
  return serialOf(ms + madridOffsetMs(ms));
}
