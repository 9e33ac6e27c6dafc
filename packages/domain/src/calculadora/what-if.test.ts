import { describe, expect, it } from 'vitest';
import { simularVentas, ventasParaMejorar } from './what-if';
import { BASE, MEJORA_EXAMPLES, SIMULACION_EXAMPLES } from './what-if.examples';

describe('simularVentas: "if I sell N more of family X"', () => {
  it.each(SIMULACION_EXAMPLES)('$name', ({ entrada, familia, unidades, valorUnidad, ...esperado }) => {
    expect(simularVentas(entrada, familia, unidades, valorUnidad)).toMatchObject({
      consecucion_total: esperado.consecucion_total,
      factor_corrector: esperado.factor,
      comision_total: esperado.comision_total,
    });
  });

  it('leaves the month it was given as it was', () => {
    simularVentas(BASE, 'FIBRA', 4);
    expect(BASE.objetivos[0]!.consecucion).toBe('16');
  });
});

describe('ventasParaMejorar: the fewest sales per family', () => {
  it.each(MEJORA_EXAMPLES)('$name', ({ entrada, valores, esperado }) => {
    expect(ventasParaMejorar(entrada, valores)).toEqual(esperado);
  });

  it('finds nothing with a unit value that is not above 0', () => {
    expect(ventasParaMejorar(BASE, { FIBRA: '0' })[0]).toEqual({
      familia: 'FIBRA',
      siguiente_tramo: null,
      desbloqueo: null,
    });
  });
});
