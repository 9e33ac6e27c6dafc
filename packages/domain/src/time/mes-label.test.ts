import { describe, expect, it } from 'vitest';
import { etiquetaMes } from './mes-label';

describe('etiquetaMes', () => {
  it.each([
    ['2026-12', 'diciembre de 2026'],
    ['2020-01', 'enero de 2020'],
    ['2026-03-01', 'marzo de 2026'],
    ['2026-09-30', 'septiembre de 2026'],
    [{ year: 2027, month: 2 }, 'febrero de 2027'],
    [{ year: 2026, month: 11 }, 'noviembre de 2026'],
    // No month: returned as it is, never 'undefined de NaN'.
    ['2026-13', '2026-13'],
    ['2026-00', '2026-00'],
    ['', ''],
    ['Sin mes', 'Sin mes'],
  ])('%j reads %s', (mes, texto) => {
    expect(etiquetaMes(mes)).toBe(texto);
  });
});
