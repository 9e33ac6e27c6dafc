import { describe, expect, it } from 'vitest';
import { demoCallbackTimes } from './demo-callbacks';

const madrid = (dates: Date[]) =>
  dates.map((date) =>
    new Intl.DateTimeFormat('es-ES', {
      timeZone: 'Europe/Madrid',
      weekday: 'short',
      day: '2-digit',
      month: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    }).format(date),
  );

describe('the demo callbacks fall at office hours on working days', () => {
  it.each([
    // Saturday 5 December 2026, 22:45 in Madrid: Monday's first three slots.
    [
      'late on a Saturday',
      '2026-12-05T21:45:00Z',
      3,
      ['lun, 07/12, 10:00', 'lun, 07/12, 12:30', 'lun, 07/12, 17:00'],
    ],
    // Tuesday 08:00: the day's slots, in order.
    ['early on a Tuesday', '2026-12-08T07:00:00Z', 2, ['mar, 08/12, 10:00', 'mar, 08/12, 12:30']],
    // Wednesday 16:45: 17:00 is less than half an hour away, so 19:00, then Thursday.
    ['mid-afternoon', '2026-12-09T15:45:00Z', 2, ['mié, 09/12, 19:00', 'jue, 10/12, 10:00']],
    // The night Madrid enters summer time (Sunday 28 March 2027): Monday, at UTC+2.
    ['the spring DST night', '2027-03-28T01:30:00Z', 1, ['lun, 29/03, 10:00']],
    // New Year's Eve at 23:30, a Thursday: the next weekday (holidays are the distributor's own).
    ["New Year's Eve", '2026-12-31T22:30:00Z', 1, ['vie, 01/01, 10:00']],
  ])('%s', (_, now, count, expected) => {
    const times = demoCallbackTimes(new Date(now), count);
    expect(madrid(times)).toEqual(expected);
  });
});
