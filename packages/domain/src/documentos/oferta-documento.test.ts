import { describe, expect, it } from 'vitest';
import { ahorro } from './oferta-documento';

describe('ahorro: the saving against what the customer pays today', () => {
  it.each([
    ['65.00', '48.28', { mensual: '16.72', anual: '200.64' }],
    ['40.10', '40.10', { mensual: '0.00', anual: '0.00' }],
    ['30.00', '36.30', { mensual: '-6.30', anual: '-75.60' }],
    ['0.10', '0.07', { mensual: '0.03', anual: '0.36' }],
  ] as const)('paying %s today, %s with the offer → %j', (antes, oferta, expected) => {
    expect(ahorro(antes, oferta)).toEqual(expected);
  });

  it('is unknown without what the customer pays today', () => {
    expect(ahorro(null, '10.00')).toBeNull();
  });
});
