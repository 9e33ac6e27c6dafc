import { describe, expect, it } from 'vitest';
import { madridDate, madridDaysInterval, startOfMadridDay } from '../time/madrid';
import { agendadoRangeInterval, isAgendadoTimeAcceptable, type RangoAgendado } from './agendado-range';

const iso = (date: Date | null) => date?.toISOString() ?? null;

describe('Madrid calendar days', () => {
  it.each([
    ['2026-01-15T22:59:59Z', '2026-01-15'], // 23:59:59 in winter (UTC+1)
    ['2026-01-15T23:00:00Z', '2026-01-16'],
    ['2026-07-15T21:59:59Z', '2026-07-15'], // 23:59:59 in summer (UTC+2)
    ['2026-07-15T22:00:00Z', '2026-07-16'],
  ])('%s falls on %s', (instant, day) => {
    expect(madridDate(new Date(instant))).toBe(day);
  });

  it.each([
    ['2026-01-16', 0, '2026-01-15T23:00:00.000Z'],
    ['2026-07-16', 0, '2026-07-15T22:00:00.000Z'],
    // Clocks go forward on 2026-03-29 and back on 2026-10-25: days are 23 and 25 hours long.
    ['2026-03-28', 1, '2026-03-28T23:00:00.000Z'],
    ['2026-03-28', 2, '2026-03-29T22:00:00.000Z'],
    ['2026-10-24', 1, '2026-10-24T22:00:00.000Z'],
    ['2026-10-24', 2, '2026-10-25T23:00:00.000Z'],
    ['2026-12-31', 1, '2026-12-31T23:00:00.000Z'],
  ])('%s plus %i days starts at %s', (day, offset, expected) => {
    expect(startOfMadridDay(day, offset).toISOString()).toBe(expected);
  });
});

describe('agendado windows', () => {
  const now = new Date('2026-05-04T21:30:00Z'); // 23:30 on Monday 4 May in Madrid
  it.each<[RangoAgendado, string | null, string]>([
    ['today', '2026-05-03T22:00:00.000Z', '2026-05-04T22:00:00.000Z'],
    ['3days', '2026-05-03T22:00:00.000Z', '2026-05-07T22:00:00.000Z'],
    ['week', '2026-05-03T22:00:00.000Z', '2026-05-10T22:00:00.000Z'],
    ['overdue', null, '2026-05-04T21:30:00.000Z'],
  ])('%s covers [%s, %s)', (range, from, to) => {
    const interval = agendadoRangeInterval(range, now);
    expect([iso(interval.from), iso(interval.to)]).toEqual([from, to]);
  });

  it('keeps to Madrid days just after midnight UTC too', () => {
    const interval = agendadoRangeInterval('today', new Date('2026-05-04T22:30:00Z')); // 00:30 Tuesday
    expect([iso(interval.from), iso(interval.to)]).toEqual([
      '2026-05-04T22:00:00.000Z',
      '2026-05-05T22:00:00.000Z',
    ]);
  });

  it('turns explicit days into whole Madrid days, both included', () => {
    const both = madridDaysInterval('2026-03-28', '2026-03-29');
    expect([iso(both.from), iso(both.to)]).toEqual(['2026-03-27T23:00:00.000Z', '2026-03-29T22:00:00.000Z']);
    expect(madridDaysInterval(undefined, undefined)).toEqual({ from: null, to: null });
    expect(iso(madridDaysInterval(undefined, '2026-01-01').to)).toBe('2026-01-01T23:00:00.000Z');
  });
});

describe('agendado time', () => {
  const now = new Date('2026-05-04T12:00:00Z');
  it.each([
    ['2026-05-10T09:00:00Z', true],
    ['2026-05-04T11:00:00Z', true],
    ['2026-05-03T12:00:00Z', true],
    ['2026-05-03T11:59:59Z', false],
  ])('%s is acceptable: %s', (fecha, expected) => {
    expect(isAgendadoTimeAcceptable(new Date(fecha), now)).toBe(expected);
  });
});
