import { describe, expect, it } from 'vitest';
import { ofertasTexto } from './ofertas-texto';

describe('a count of offers', () => {
  it.each([
    [0, '0 ofertas'],
    [1, '1 oferta'],
    [2, '2 ofertas'],
    [12345, '12.345 ofertas'],
  ])('%i reads "%s"', (count, texto) => {
    expect(ofertasTexto(count)).toBe(texto);
  });
});
