import { describe, expect, it } from 'vitest';
import { domingoDePascua, festivosNacionales } from './holidays';
import { diaSemana, diasDelMes, mesesEntre } from './mes';
import { diasLaborables, ritmoDelMes } from './working-days';
import { RITMO_EXAMPLES, WORKING_DAYS_EXAMPLES } from './working-days.examples';

describe('diasLaborables (SPEC §9)', () => {
  it.each(WORKING_DAYS_EXAMPLES)('$name', ({ mes, calendario, dias }) => {
    expect(diasLaborables(mes, calendario)).toBe(dias);
  });

  it('counts a regional day that is already national once', () => {
    const festivos = ['2026-05-01', '2026-05-01'];
    expect(diasLaborables({ year: 2026, month: 5 }, { festivos, vacaciones: [] })).toBe('22.5');
  });
});

describe('ritmoDelMes: working days up to and including today', () => {
  it.each(RITMO_EXAMPLES)('$name', ({ mes, hoy, calendario, transcurridos, total }) => {
    expect(ritmoDelMes(mes, hoy, calendario)).toEqual({ transcurridos, total });
  });
});

describe('festivosNacionales', () => {
  it.each([
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2029, '2029-04-01'],
  ])('Easter Sunday %i is %s', (year, day) => {
    expect(domingoDePascua(year)).toBe(day);
  });

  it('lists the spec’s nine fixed days and Holy Thursday and Good Friday', () => {
    expect(festivosNacionales(2026)).toEqual([
      '2026-01-01',
      '2026-01-06',
      '2026-04-02',
      '2026-04-03',
      '2026-05-01',
      '2026-08-15',
      '2026-10-12',
      '2026-11-01',
      '2026-12-06',
      '2026-12-08',
      '2026-12-25',
    ]);
  });

  it('finds Holy Week across a month boundary (Easter 1 April 2029)', () => {
    expect(festivosNacionales(2029)).toContain('2029-03-29');
    expect(festivosNacionales(2029)).toContain('2029-03-30');
  });
});

describe('mes', () => {
  it('knows leap years and weekdays', () => {
    expect(diasDelMes({ year: 2024, month: 2 })).toHaveLength(29);
    expect(diasDelMes({ year: 2026, month: 2 })).toHaveLength(28);
    expect(diaSemana('2026-01-01')).toBe(4); // a Thursday
    expect(mesesEntre({ year: 2025, month: 12 }, { year: 2026, month: 4 })).toBe(4);
  });
});
