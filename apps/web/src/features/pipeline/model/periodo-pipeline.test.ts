import { describe, expect, it } from 'vitest';
import { consultaDePeriodo, periodoDe, TODO } from './periodo-pipeline';

describe("the pipeline's period", () => {
  it.each([
    [null, '2026-12-05', '2026-12'],
    ['2026-11', '2026-12-05', '2026-11'],
    // Older than the select's twelve months, or not a month: this month.
    ['2025-11', '2026-12-05', '2026-12'],
    ['2026-13', '2026-12-05', '2026-12'],
    ['todo', '2026-12-05', TODO],
    // On 1 January the select starts again.
    [null, '2027-01-01', '2027-01'],
  ])('reads %s on %s as %s', (valor, hoy, periodo) => {
    expect(periodoDe(valor, hoy)).toBe(periodo);
  });

  it.each([
    ['2026-12', { created_on_after: '2026-12-01', created_on_before: '2026-12-31' }],
    // A leap February.
    ['2028-02', { created_on_after: '2028-02-01', created_on_before: '2028-02-29' }],
    ['2026-02', { created_on_after: '2026-02-01', created_on_before: '2026-02-28' }],
    [TODO, {}],
  ])('asks for %s as whole days', (periodo, consulta) => {
    expect(consultaDePeriodo(periodo)).toEqual(consulta);
  });
});
