import { describe, expect, it } from 'vitest';
import { diasEnRango, holidayFormSchema, mensajeVacacionesSolapadas } from './holidays-contract';

describe('holiday ranges', () => {
  it.each([
    ['2026-07-06', '2026-07-06', 1],
    ['2026-07-06', '2026-07-10', 5],
    ['2026-02-27', '2026-03-02', 4],
    ['2026-03-28', '2026-03-30', 3], // across the spring clock change
    ['2026-07-10', '2026-07-06', -3],
  ])('counts %s to %s as %i days, both ends included', (desde, hasta, dias) => {
    expect(diasEnRango(desde, hasta)).toBe(dias);
  });

  it('names the holiday it overlaps, with its days as people write them', () => {
    expect(mensajeVacacionesSolapadas({ start_date: '2026-07-06', end_date: '2026-07-10' })).toBe(
      'Las fechas se solapan con otras vacaciones de este comercial (del 06/07/2026 al 10/07/2026)',
    );
  });

  it.each([
    ['an end before the start', { start_date: '2026-07-10', end_date: '2026-07-09' }, 'end_date'],
    ['a range longer than a leap year', { start_date: '2026-01-01', end_date: '2027-01-02' }, 'end_date'],
    ['a day that does not exist', { start_date: '2026-02-30', end_date: '2026-03-02' }, 'start_date'],
  ])('refuses a form with %s on its field', (_name, fechas, field) => {
    const result = holidayFormSchema.safeParse({ commercial: 3, descripcion: '', ...fechas });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0])).toContain(field);
  });

  it('asks for each missing field by name', () => {
    const result = holidayFormSchema.safeParse({});
    expect(Object.fromEntries(result.error!.issues.map((issue) => [issue.path[0], issue.message]))).toEqual({
      commercial: 'Elija un comercial',
      start_date: 'Indique el primer día',
      end_date: 'Indique el último día',
    });
  });

  it('accepts a one-day holiday without a description', () => {
    expect(
      holidayFormSchema.parse({ commercial: 3, start_date: '2026-07-06', end_date: '2026-07-06' }),
    ).toEqual({ commercial: 3, start_date: '2026-07-06', end_date: '2026-07-06', descripcion: '' });
  });
});
