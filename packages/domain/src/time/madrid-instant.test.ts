import { describe, expect, it } from 'vitest';
import { madridInstant } from './madrid';

describe('madridInstant: a Madrid wall-clock time as an instant', () => {
  it.each([
    ['winter (UTC+1)', '2026-12-05', '10:00', '2026-12-05T09:00:00.000Z'],
    ['summer (UTC+2)', '2026-07-01', '17:30', '2026-07-01T15:30:00.000Z'],
    ['the spring change day, after it', '2027-03-28', '10:00', '2027-03-28T08:00:00.000Z'],
    ['the autumn change day, after it', '2027-10-31', '10:00', '2027-10-31T09:00:00.000Z'],
    ['a leap day', '2028-02-29', '23:30', '2028-02-29T22:30:00.000Z'],
  ])('%s: %s %s', (_, day, time, iso) => {
    expect(madridInstant(day, time).toISOString()).toBe(iso);
  });
});
