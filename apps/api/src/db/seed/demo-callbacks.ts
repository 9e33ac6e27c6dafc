import { madridInstant, madridToday, startOfMadridDay } from '@ventas/domain/time/madrid';

/**
 * When the demo's callbacks fall: at office hours in Madrid on working days, never at 03:45 or
 * 23:45 (issue 29: the seed used to put them an hour apart from the moment it ran). Each one
 * takes the next free slot at least half an hour after the seed runs: today's if any are left,
 * else the next weekday's.
 */
const SLOTS = ['10:00', '12:30', '17:00', '19:00'] as const;
const LEAD_MS = 30 * 60_000;
/** Far more days than `count` slots can need: weekends are skipped, never a whole week. */
const MAX_DAYS = 14;

const isWeekday = (day: string) => {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6;
};

export function demoCallbackTimes(now: Date, count: number): Date[] {
  const times: Date[] = [];
  const today = madridToday(now);
  for (let offset = 0; offset < MAX_DAYS && times.length < count; offset += 1) {
    const day = madridToday(startOfMadridDay(today, offset));
    if (!isWeekday(day)) continue;
    for (const slot of SLOTS) {
      const at = madridInstant(day, slot);
      if (at.getTime() >= now.getTime() + LEAD_MS && times.length < count) times.push(at);
    }
  }
  return times;
}
