import { describe, expect, it } from 'vitest';
import { mesAnterior, mesDeUrl, nombreMes } from './mes-calculadora';

describe('mes-calculadora', () => {
  it.each([
    ['2026-11', { year: 2026, month: 11 }],
    ['2026-13', { year: 2026, month: 3 }],
    [null, { year: 2026, month: 3 }],
    ['noviembre', { year: 2026, month: 3 }],
  ])('reads ?mes=%s as %o (today being 2026-03-15 otherwise)', (value, mes) => {
    expect(mesDeUrl(value, '2026-03-15')).toEqual(mes);
  });

  it('goes back across a year and names the month in Spanish', () => {
    expect(mesAnterior({ year: 2027, month: 1 })).toEqual({ year: 2026, month: 12 });
    expect(nombreMes({ year: 2026, month: 11 })).toBe('noviembre de 2026');
  });
});
