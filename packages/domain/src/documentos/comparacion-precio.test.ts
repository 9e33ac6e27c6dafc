import { describe, expect, it } from 'vitest';
import { comparacionPrecio } from './comparacion-precio';

describe('comparacionPrecio: the offer against what the customer pays today', () => {
  it.each([
    [
      '65.00',
      '48.28',
      'ahorro',
      'Ahorro',
      'Con esta oferta ahorra 16,72 €/mes respecto a lo que paga hoy (200,64 € al año).',
    ],
    [
      '90.00',
      '103.06',
      'sobrecoste',
      'Cuesta más que hoy',
      'Esta oferta cuesta 13,06 €/mes más que lo que paga hoy (156,72 € al año).',
    ],
    ['40.10', '40.10', 'igual', 'Mismo precio que hoy', 'Esta oferta cuesta lo mismo que lo que paga hoy.'],
    [
      '0.10',
      '0.07',
      'ahorro',
      'Ahorro',
      'Con esta oferta ahorra 0,03 €/mes respecto a lo que paga hoy (0,36 € al año).',
    ],
    [
      '1000.00',
      '1100.01',
      'sobrecoste',
      'Cuesta más que hoy',
      'Esta oferta cuesta 100,01 €/mes más que lo que paga hoy (1.200,12 € al año).',
    ],
    [
      '0.00',
      '12.00',
      'sobrecoste',
      'Cuesta más que hoy',
      'Esta oferta cuesta 12,00 €/mes más que lo que paga hoy (144,00 € al año).',
    ],
  ] as const)('paying %s today, %s with the offer: %s', (antes, oferta, tipo, titulo, frase) => {
    expect(comparacionPrecio(antes, oferta)).toMatchObject({ tipo, titulo, frase });
  });

  it('gives the difference without a sign, monthly and over a year', () => {
    expect(comparacionPrecio('30.00', '36.30')).toMatchObject({ mensual: '6.30', anual: '75.60' });
    expect(comparacionPrecio('36.30', '30.00')).toMatchObject({ mensual: '6.30', anual: '75.60' });
  });

  it('never prints a minus sign', () => {
    for (const [antes, oferta] of [
      ['30.00', '36.30'],
      ['36.30', '30.00'],
      ['5.00', '5.00'],
    ] as const)
      expect(comparacionPrecio(antes, oferta)?.frase).not.toMatch(/[-−]/);
  });

  it('is unknown without what the customer pays today', () => {
    expect(comparacionPrecio(null, '10.00')).toBeNull();
  });
});
