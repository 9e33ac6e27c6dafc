import { describe, expect, it } from 'vitest';
import { mesLabel, ultimosMeses } from '../../lib/meses';
import { cuotaMensualLabel, permanenciaLabel } from './operador-format';

describe('provider B’s formats', () => {
  it('counts the last months back across a new year, the latest first', () => {
    expect(ultimosMeses('2026-02-28', 4)).toEqual(['2026-02', '2026-01', '2025-12', '2025-11']);
    expect(ultimosMeses('2026-11-26')).toHaveLength(12);
  });

  it('names months, commitments and fees in Spanish', () => {
    expect(mesLabel('2026-09')).toBe('septiembre de 2026');
    expect(mesLabel('2025-12')).toBe('diciembre de 2025');
    expect([0, 1, 24].map(permanenciaLabel)).toEqual(['Sin permanencia', '1 mes', '24 meses']);
    expect(cuotaMensualLabel('1234.5')).toBe('1.234,50 €/mes');
  });
});
