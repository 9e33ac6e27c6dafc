import { describe, expect, it } from 'vitest';
import { BOLSA_CARLOS, OBJETIVO_MES_CARLOS, OBJETIVO_MES_LUCIA } from '../test/calculadora-fixtures';
import { entradaCalculadora } from './entrada-calculadora';
import { mejoras, simular } from './simulacion';

/** Carlos's month with one TV sale: the only gate left is FIJOS, his key objective at 60 %. */
const conUnaTv = {
  ...OBJETIVO_MES_CARLOS,
  objetivos: OBJETIVO_MES_CARLOS.objetivos.map((objetivo) =>
    objetivo.familia_nombre === 'TV' ? { ...objetivo, consecucion: '1.00' } : objetivo,
  ),
};

describe('simular', () => {
  it('reproduces the figures the API answered when nothing is added', () => {
    const sim = simular(entradaCalculadora(OBJETIVO_MES_CARLOS, BOLSA_CARLOS), 'FIJOS', 0);
    expect(sim).toMatchObject({
      objetivo_porc: '60.00',
      consecucion_total: '60.00',
      tramo: { tipo: 'tramo', etiqueta: '< 80', factor: '0.5000' },
      comision_total: null,
      motivos: OBJETIVO_MES_CARLOS.motivos,
    });
  });

  // TV 1 of 5 = 20 % × 20 = 4; FIJOS +4 = 100 % × 50 = 50; total 50 + 30 + 4 = 84 → '< 100' × 0,8;
  // every condition holds: 500 × 0,8 = 400,00.
  it('opens the commission once the key objective reaches its target', () => {
    const entrada = entradaCalculadora(conUnaTv, BOLSA_CARLOS);
    expect(simular(entrada, 'FIJOS', 4)).toMatchObject({
      consecucion_total: '84.00',
      tramo: { tipo: 'tramo', etiqueta: '< 100', factor: '0.8000' },
      comision_total: '400.00',
      motivos: [],
    });
    // FIJOS alone unlocks it with 4 (10 of 10); no other family can.
    expect(mejoras(entrada).map(({ familia, desbloqueo }) => [familia, desbloqueo])).toEqual([
      ['FIJOS', 4],
      ['POSPAGO', null],
      ['TV', null],
      ['ENERGIA', null],
    ]);
  });

  // Lucía is in the top band ('> 120' × 1,2). One more RENUEVO: 130 %, total 130, still the top
  // band; 800 × 1,2 = 960,00.
  it('keeps the top band and its label past the last maximum', () => {
    const entrada = entradaCalculadora(OBJETIVO_MES_LUCIA, { ...BOLSA_CARLOS, reward: null });
    expect(simular(entrada, 'RENUEVO', 1).tramo).toEqual({
      tipo: 'tramo',
      etiqueta: '> 120',
      factor: '1.2000',
    });
  });
});
