import { describe, expect, it } from 'vitest';
import { repartirCentimos } from './reparto';

const EXAMPLES: { name: string; total: string; pesos: string[]; partes: string[] }[] = [
  {
    name: '100 in three equal shares: the first share takes the odd cent',
    total: '100',
    pesos: ['1', '1', '1'],
    partes: ['33.34', '33.33', '33.33'],
  },
  { name: '10 in 1:3', total: '10', pesos: ['1', '3'], partes: ['2.50', '7.50'] },
  {
    name: '0.05 in 1:1:1:1:1:1 — one cent each to the first five',
    total: '0.05',
    pesos: ['1', '1', '1', '1', '1', '1'],
    partes: ['0.01', '0.01', '0.01', '0.01', '0.01', '0.00'],
  },
  {
    name: 'the largest cut-off takes the cent before the earlier share',
    total: '1',
    pesos: ['1', '2'],
    partes: ['0.33', '0.67'],
  },
  {
    name: 'a zero weight gets nothing',
    total: '50',
    pesos: ['0', '2', '3'],
    partes: ['0.00', '20.00', '30.00'],
  },
  { name: 'all weights zero: every part 0', total: '50', pesos: ['0', '0'], partes: ['0.00', '0.00'] },
  {
    name: 'a negative total splits the same way, negative',
    total: '-100',
    pesos: ['1', '1', '1'],
    partes: ['-33.34', '-33.33', '-33.33'],
  },
  {
    name: 'decimal weights (comision_porc shares)',
    total: '1234.56',
    pesos: ['12.5', '37.5'],
    partes: ['308.64', '925.92'],
  },
];

describe('repartirCentimos', () => {
  it.each(EXAMPLES)('$name', ({ total, pesos, partes }) => {
    expect(repartirCentimos(total, pesos)).toEqual(partes);
  });

  it('always adds up to the total exactly', () => {
    for (const { total, pesos } of EXAMPLES.filter((e) => e.pesos.some((p) => p !== '0'))) {
      const sum = repartirCentimos(total, pesos).reduce(
        (acc, part) => acc + Math.round(Number(part) * 100),
        0,
      );
      expect(sum).toBe(Math.round(Number(total) * 100));
    }
  });
});
