import { describe, expect, it } from 'vitest';
import { problemaDeRango } from './gerencia-consulta';

describe('problemaDeRango', () => {
  it.each([
    [{ after: '2026-03-02', before: '2026-04-01' }, null],
    [{ after: '2026-03-02', before: '2026-03-02' }, null],
    [{ after: '2026-03-02' }, 'Indique las dos fechas del periodo.'],
    [{ before: '2026-04-01' }, 'Indique las dos fechas del periodo.'],
    [{ after: '2026-04-02', before: '2026-04-01' }, 'La fecha inicial es posterior a la final.'],
    // 367 days (a leap year and a day) is the longest range the API answers.
    [{ after: '2024-01-01', before: '2025-01-01' }, null],
    [{ after: '2024-01-01', before: '2025-01-02' }, 'El periodo no puede pasar de 367 días.'],
  ])('%j -> %s', (rango, problema) => {
    expect(problemaDeRango(rango)).toBe(problema);
  });
});
