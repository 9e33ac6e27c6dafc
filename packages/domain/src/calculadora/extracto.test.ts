import { describe, expect, it } from 'vitest';
import type { BolsaMes } from './bolsa';
import { partesDelExtracto, reglaBolsa, reglaComision } from './extracto';

const bolsa = (overrides: Partial<BolsaMes>): BolsaMes => ({
  bolsa: '1000.00',
  bolsa_recomendado: '200.00',
  reward: null,
  reward_recomendado: null,
  ...overrides,
});

describe('reglaBolsa: how the pool in play was made, as bolsa.ts makes it', () => {
  it.each([
    {
      name: 'BOLSA_FIJA: the reward amount',
      bolsa: bolsa({ reward: { reward_type: 'BOLSA_FIJA', amount: '500.00' } }),
      tipo: 'TIENDA' as const,
      regla: 'Bolsa fija de 500,00 €',
    },
    {
      name: 'PORCENTAJE on both pools',
      bolsa: bolsa({
        reward: { reward_type: 'PORCENTAJE', amount: '40.00' },
        reward_recomendado: { reward_type: 'PORCENTAJE', amount: '20.00' },
      }),
      tipo: 'TIENDA' as const,
      regla: '40 % de la bolsa (1.000,00 €) + 20 % de la bolsa de recomendados (200,00 €)',
    },
    {
      name: 'PORCENTAJE with a recommended pool without reward: it counts whole',
      bolsa: bolsa({ reward: { reward_type: 'PORCENTAJE', amount: '12.5' } }),
      tipo: 'DBL' as const,
      regla: '12,5 % de la bolsa (1.000,00 €) + la bolsa de recomendados (200,00 €)',
    },
    {
      name: 'no reward: both pools whole',
      bolsa: bolsa({}),
      tipo: 'TIENDA' as const,
      regla: 'Sin tipo de bonificación: la bolsa (1.000,00 €) + la bolsa de recomendados (200,00 €)',
    },
    {
      name: 'a COLABORADOR earns from their own pool only',
      bolsa: bolsa({ reward: { reward_type: 'PORCENTAJE', amount: '10' } }),
      tipo: 'COLABORADOR' as const,
      regla: '10 % de la bolsa (1.000,00 €)',
    },
    {
      name: 'a RECOMENDADOR from the recommended pool with its reward',
      bolsa: bolsa({ reward_recomendado: { reward_type: 'BOLSA_FIJA', amount: '75.00' } }),
      tipo: 'RECOMENDADOR' as const,
      regla: 'Bolsa fija de 75,00 €',
    },
  ])('$name', ({ bolsa: pool, tipo, regla }) => {
    expect(reglaBolsa(pool, tipo)).toBe(regla);
  });
});

describe('reglaComision', () => {
  const base = { bolsa_en_juego: '800.00', factor_corrector: '1.2', tramo: { etiqueta: '100 - 120' } };
  it('shows the product when paid', () => {
    expect(reglaComision({ ...base, comision_total: '960.00', motivos: [] })).toBe(
      '800,00 € × factor 1,2 (tramo 100 - 120) = 960,00 €',
    );
  });
  it('names every failing condition when gated', () => {
    expect(
      reglaComision({ ...base, comision_total: null, motivos: ['Fibra (llave) al 80 %', 'TV sin ventas'] }),
    ).toBe('800,00 € × factor 1,2 (tramo 100 - 120). No se paga: Fibra (llave) al 80 %; TV sin ventas');
  });
  it('says there is no band', () => {
    expect(
      reglaComision({ ...base, factor_corrector: null, tramo: null, comision_total: null, motivos: [] }),
    ).toBe('Sin factor corrector: no hay comisión');
  });
});

describe('partesDelExtracto', () => {
  const calculo = {
    comision_total: '600.00',
    objetivos: [
      { familia: 1, comision_porc: '50.00' },
      { familia: 2, comision_porc: '25.00' },
    ],
  };
  const ventas = [
    { paquete_id: 10, familia_id: 1 },
    { paquete_id: 11, familia_id: 2 },
    { paquete_id: 12, familia_id: 1 },
  ];

  it('splits the commission by family percent, then equally within a family, and subtracts clawbacks', () => {
    const partes = partesDelExtracto(calculo, ventas, [{ importe: '-35.50' }, { importe: '-4.50' }]);
    expect(Object.fromEntries(partes.aportaciones)).toEqual({
      10: { importe: '200.00', motivo: null },
      11: { importe: '200.00', motivo: null },
      12: { importe: '200.00', motivo: null },
    });
    expect(partes.comision).toBe('600.00');
    expect(partes.total).toBe('560.00');
  });

  it('a gated month pays 0 and only the clawbacks remain (a negative total)', () => {
    const partes = partesDelExtracto({ ...calculo, comision_total: null }, ventas, [{ importe: '-35.50' }]);
    expect(partes.comision).toBe('0.00');
    expect([...partes.aportaciones.values()].map((parte) => parte.importe)).toEqual(['0.00', '0.00', '0.00']);
    expect(new Set([...partes.aportaciones.values()].map((parte) => parte.motivo))).toEqual(
      new Set(['sin_comision']),
    );
    expect(partes.total).toBe('-35.50');
  });

  it('a sale of a family with no objective this month brings 0 and says so', () => {
    const partes = partesDelExtracto(calculo, [...ventas, { paquete_id: 13, familia_id: 3 }], []);
    expect(partes.aportaciones.get(13)).toEqual({ importe: '0.00', motivo: 'sin_objetivo' });
    expect(partes.aportaciones.get(10)).toEqual({ importe: '200.00', motivo: null });
  });
});
