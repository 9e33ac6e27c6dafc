import { describe, expect, it } from 'vitest';
import { pesoMedio, resultadoObjetivo } from './objetivos';
import { OBJETIVO_EXAMPLES, PESO_MEDIO_EXAMPLES } from './objetivos.examples';

describe('resultadoObjetivo (SPEC §3, §9)', () => {
  it.each(OBJETIVO_EXAMPLES)('$name', ({ objetivo, ritmo, objetivo_porc, comision_porc, five_percent }) => {
    expect(resultadoObjetivo(objetivo, ritmo)).toEqual({
      ...objetivo,
      objetivo_porc,
      comision_porc,
      five_percent,
    });
  });

  it('caps at another maximum when the calculator says so: min(200, 120) × 30 / 100 = 36', () => {
    const objetivo = { familia: 'TV', peso: '30', objetivo: '10', llave: false, consecucion: '20' };
    expect(resultadoObjetivo(objetivo, { transcurridos: '1.0', total: '2.0' }, '120').comision_porc).toBe(
      '36.00',
    );
  });
});

describe('pesoMedio', () => {
  it.each(PESO_MEDIO_EXAMPLES)('$name', ({ pesos, medio }) => {
    const objetivos = pesos.map((peso) => ({
      familia: 'X',
      peso,
      objetivo: '1',
      llave: false,
      consecucion: '0',
    }));
    expect(pesoMedio(objetivos)).toBe(medio);
  });
});
