import { describe, expect, it } from 'vitest';
import { periodoDe, ventanaGerencia, ventanaGerenciaAnterior } from './gerencia-ventana';

describe('ventanaGerencia (SPEC §9: the 2nd of the month to the 1st of the next)', () => {
  it.each([
    { hoy: '2026-11-25', desde: '2026-11-02', hasta: '2026-12-01' },
    { hoy: '2026-11-02', desde: '2026-11-02', hasta: '2026-12-01' },
    { hoy: '2026-12-31', desde: '2026-12-02', hasta: '2027-01-01' },
    { hoy: '2028-02-29', desde: '2028-02-02', hasta: '2028-03-01' },
    // On the 1st the period that holds today is last month's: 2 November to 1 December.
    { hoy: '2026-12-01', desde: '2026-11-02', hasta: '2026-12-01' },
    { hoy: '2027-01-01', desde: '2026-12-02', hasta: '2027-01-01' },
  ])('on $hoy: $desde to $hasta', ({ hoy, desde, hasta }) => {
    expect(ventanaGerencia(hoy)).toEqual({ desde, hasta });
  });

  it.each([
    { hoy: '2026-11-25', desde: '2026-10-02', hasta: '2026-11-01' },
    { hoy: '2026-12-01', desde: '2026-10-02', hasta: '2026-11-01' },
    { hoy: '2027-01-15', desde: '2026-12-02', hasta: '2027-01-01' },
  ])('the period before, on $hoy: $desde to $hasta', ({ hoy, desde, hasta }) => {
    expect(ventanaGerenciaAnterior(hoy)).toEqual({ desde, hasta });
  });
});

describe('periodoDe (a range that is one whole SPEC §9 period)', () => {
  it.each([
    { desde: '2026-11-02', hasta: '2026-12-01', periodo: '2026-11-02' },
    { desde: '2026-12-02', hasta: '2027-01-01', periodo: '2026-12-02' },
    { desde: '2028-02-02', hasta: '2028-03-01', periodo: '2028-02-02' },
    { desde: '2026-11-01', hasta: '2026-12-01', periodo: null },
    { desde: '2026-11-02', hasta: '2026-11-30', periodo: null },
    { desde: '2026-11-02', hasta: '2027-01-01', periodo: null },
    { desde: '2026-11-25', hasta: '2026-11-25', periodo: null },
  ])('$desde – $hasta → $periodo', ({ desde, hasta, periodo }) => {
    expect(periodoDe({ desde, hasta })).toBe(periodo);
  });
});
