import { describe, expect, it } from 'vitest';
import { colorDeFamilia, FAMILIA_COLORES, FAMILIA_COLOR_RESTO } from './familia-colores';

describe('a family chart colour (SPEC §9)', () => {
  it('gives each of the nine families of the spec a colour of its own', () => {
    expect(new Set(Object.values(FAMILIA_COLORES)).size).toBe(9);
  });

  it.each([
    { nombre: 'PREPAGO', indice: 4, color: FAMILIA_COLORES.PREPAGO },
    { nombre: ' doctor  go ', indice: 0, color: FAMILIA_COLORES['DOCTOR GO'] },
    { nombre: 'FIBRA', indice: 0, color: FAMILIA_COLOR_RESTO[0] },
    { nombre: 'FIBRA', indice: 6, color: FAMILIA_COLOR_RESTO[1] },
  ])('$nombre at $indice is $color', ({ nombre, indice, color }) => {
    expect(colorDeFamilia(nombre, indice)).toBe(color);
  });
});
