import { describe, expect, it } from 'vitest';
import { formatMadridDateTime } from '@ventas/domain/time/madrid';
import { excelSerialInMadrid, excelSerialOfDay } from './excel-dates';

/** An Excel serial back to its wall-clock fields, as 'DD/MM/YYYY HH:mm' (the grid's format). */
function wallClockText(serial: number | null): string {
  if (serial === null) return 'null';
  const wall = new Date(Math.round((serial - 25569) * 86_400_000));
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(wall.getUTCDate())}/${two(wall.getUTCMonth() + 1)}/${wall.getUTCFullYear()} ${two(wall.getUTCHours())}:${two(wall.getUTCMinutes())}`;
}

describe('Excel dates', () => {
  it.each([
    ['1970-01-01', 25569],
    ['2026-02-03', 46056],
    ['2024-02-29', 45351],
  ])('writes the day %s as the serial %d', (day, serial) => {
    expect(excelSerialOfDay(day)).toBe(serial);
  });

  it('refuses what is not a day', () => {
    expect(excelSerialOfDay('03/02/2026')).toBeNull();
    expect(excelSerialInMadrid('ayer')).toBeNull();
  });

  it.each([
    ['2026-01-15T23:30:00.000Z', '16/01/2026 00:30'],
    ['2026-03-29T00:59:59.000Z', '29/03/2026 01:59'],
    ['2026-03-29T01:00:00.000Z', '29/03/2026 03:00'],
    ['2026-07-15T08:30:00.000Z', '15/07/2026 10:30'],
    ['2026-10-25T00:30:00.000Z', '25/10/2026 02:30'],
    ['2026-10-25T01:30:00.000Z', '25/10/2026 02:30'],
    ['2026-10-25T02:00:00.000Z', '25/10/2026 03:00'],
  ])('writes the instant %s as Madrid wall-clock %s, around the clock changes', (iso, madrid) => {
    expect(wallClockText(excelSerialInMadrid(iso))).toBe(madrid);
    expect(wallClockText(excelSerialInMadrid(new Date(iso)))).toBe(madrid);
  });

  it("agrees with the domain's Madrid formatter every 397 minutes over three years", () => {
    const start = Date.parse('2025-01-01T00:00:00.000Z');
    const mismatches: string[] = [];
    for (let ms = start; ms < start + 3 * 365 * 86_400_000; ms += 397 * 60_000) {
      const iso = new Date(ms).toISOString();
      if (wallClockText(excelSerialInMadrid(iso)) !== formatMadridDateTime(iso)) mismatches.push(iso);
    }
    expect(mismatches).toEqual([]);
  });

  it('keeps seconds and milliseconds (they are the same in every zone)', () => {
    const serial = excelSerialInMadrid('2026-07-15T08:30:45.250Z') ?? 0;
    expect(new Date(Math.round((serial - 25569) * 86_400_000)).toISOString()).toBe(
      '2026-07-15T10:30:45.250Z',
    );
  });
});
