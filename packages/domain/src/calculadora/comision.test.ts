import { describe, expect, it } from 'vitest';
import { MENSAJE_SIN_FACTOR_CORRECTOR, MENSAJE_SIN_TIPO_REWARD } from './calculadora-mensajes';
import { calcularComision } from './comision';
import { COMISION_EXAMPLES } from './comision.examples';

describe('calcularComision (SPEC §9 total commission)', () => {
  it.each(COMISION_EXAMPLES)('$name', (example) => {
    const result = calcularComision(example.entrada);
    expect(result).toMatchObject({
      consecucion_total: example.consecucion_total,
      factor_corrector: example.factor,
      comision_calculada: example.comision_calculada,
      comision_total: example.comision_total,
      motivos: example.motivos,
    });
  });

  it('shows per objective what the screen lists, and the average weight: (40 + 30 + 20 + 10) / 4 = 25', () => {
    const result = calcularComision(COMISION_EXAMPLES[0]!.entrada);
    expect(result.peso_medio).toBe('25.00');
    expect(result.objetivos.map((o) => [o.familia, o.objetivo_porc, o.comision_porc])).toEqual([
      ['FIBRA', '120.00', '48.00'],
      ['MOVIL', '90.00', '27.00'],
      ['TV', '50.00', '10.00'],
      ['ENERGIA', '100.00', '10.00'],
    ]);
    expect(result.tramo?.etiqueta).toBe('< 100');
    expect(result.bolsa_en_juego).toBe('300.00');
  });

  it('warns beside a commission counted without a reward type', () => {
    const sinReward = COMISION_EXAMPLES.find((example) => example.name.startsWith('no reward'))!;
    expect(calcularComision(sinReward.entrada).avisos).toEqual([MENSAJE_SIN_TIPO_REWARD]);
  });

  it('says nothing of bands or reward types for a month nothing was set for', () => {
    const vacio = calcularComision({
      tipoComercial: 'TIENDA',
      objetivos: [],
      tramos: [],
      bolsa: { bolsa: '0', bolsa_recomendado: '0', reward: null, reward_recomendado: null },
      ritmo: { transcurridos: '1.0', total: '22.0' },
    });
    expect(vacio).toMatchObject({ motivos: [], avisos: [], factor_corrector: null, comision_total: null });
  });

  it('still warns of a missing band when the month has a pool but no band fits', () => {
    const sinTramos = calcularComision({ ...COMISION_EXAMPLES[0]!.entrada, objetivos: [], tramos: [] });
    expect(sinTramos.motivos).toEqual([MENSAJE_SIN_FACTOR_CORRECTOR]);
  });
});
