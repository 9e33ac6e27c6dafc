import { describe, expect, it } from 'vitest';
import { madridOffsetMs } from './madrid';

const HOUR = 3_600_000;

describe('madridOffsetMs', () => {
  it.each([
    ['2026-01-15T12:00:00Z', 1 * HOUR],
    ['2026-07-15T12:00:00Z', 2 * HOUR],
    // Spring forward: 2026-03-29 at 01:00 UTC (02:00 → 03:00 in Madrid).
    ['2026-03-29T00:59:59.999Z', 1 * HOUR],
    ['2026-03-29T01:00:00Z', 2 * HOUR],
    // Fall back: 2026-10-25 at 01:00 UTC (03:00 → 02:00 in Madrid).
    ['2026-10-25T00:59:59.999Z', 2 * HOUR],
    ['2026-10-25T01:00:00Z', 1 * HOUR],
  ])('at %s is %i ms', (instant, offset) => {
    expect(madridOffsetMs(Date.parse(instant))).toBe(offset);
  });
});
