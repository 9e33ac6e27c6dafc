import { describe, expect, it } from 'vitest';
import { cifra, porcentaje, tonoDeAvance } from './cifras-mes';

describe('cifra', () => {
  it.each([
    ['6.00', '6'],
    ['4.50', '4,5'],
    ['0.30', '0,3'],
    ['1234.25', '1.234,25'],
    ['1234567', '1.234.567'],
    ['-2.50', '-2,5'],
    ['0', '0'],
  ])('writes %s as %s', (value, texto) => {
    expect(cifra(value)).toBe(texto);
  });
});

describe('porcentaje', () => {
  it('writes a percent the Spanish way and a missing one as a dash', () => {
    expect(porcentaje('87.50')).toBe('87,5 %');
    expect(porcentaje(null)).toBe('—');
  });
});

describe('tonoDeAvance', () => {
  it.each([
    ['100.00', 'success'],
    ['150', 'success'],
    ['99.99', 'warning'],
    ['80', 'warning'],
    ['79.99', 'error'],
    ['0', 'error'],
  ] as const)('reads %s %% as %s', (porc, tono) => {
    expect(tonoDeAvance(porc)).toBe(tono);
  });

  it('has no tone without a percent', () => {
    expect(tonoDeAvance(null)).toBeNull();
  });
});
