import { describe, expect, it } from 'vitest';
import {
  BOLSA_CARLOS,
  FACTORES,
  OBJETIVO_MES_CARLOS,
  OBJETIVO_MES_LUCIA,
} from '../test/calculadora-fixtures';
import { entradaCalculadora, tramosConocidos } from './entrada-calculadora';
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
    const conocidos = tramosConocidos(OBJETIVO_MES_CARLOS.tramo, 4, FACTORES);
    const sim = simular(
      entradaCalculadora(OBJETIVO_MES_CARLOS, BOLSA_CARLOS, conocidos.tramos),
      conocidos,
      OBJETIVO_MES_CARLOS.tramo,
      'FIJOS',
      0,
    );
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
    const conocidos = tramosConocidos(conUnaTv.tramo, 4, FACTORES);
    const entrada = entradaCalculadora(conUnaTv, BOLSA_CARLOS, conocidos.tramos);
    expect(simular(entrada, conocidos, conUnaTv.tramo, 'FIJOS', 4)).toMatchObject({
      consecucion_total: '84.00',
      tramo: { tipo: 'tramo', etiqueta: '< 100', factor: '0.8000' },
      comision_total: '400.00',
      motivos: [],
    });
    // FIJOS alone unlocks it with 4 (10 of 10); no other family can.
    expect(mejoras(entrada, conocidos).map(({ familia, desbloqueo }) => [familia, desbloqueo])).toEqual([
      ['FIJOS', 4],
      ['POSPAGO', null],
      ['TV', null],
      ['ENERGIA', null],
    ]);
  });

  // Lucía is in the top band ('> 120'); a Comercial knows only it. One more RENUEVO: 130 %, total
  // 130, still the top band, whose label keeps the API's '> 120' (the domain alone would say '> 0').
  it("keeps the API's label of the band in force when only that band is known", () => {
    const conocidos = tramosConocidos(OBJETIVO_MES_LUCIA.tramo, 5, undefined);
    expect(conocidos.completos).toBe(false);
    const entrada = entradaCalculadora(
      OBJETIVO_MES_LUCIA,
      { ...BOLSA_CARLOS, reward: null },
      conocidos.tramos,
    );
    expect(simular(entrada, conocidos, OBJETIVO_MES_LUCIA.tramo, 'RENUEVO', 1).tramo).toEqual({
      tipo: 'tramo',
      etiqueta: '> 120',
      factor: '1.2000',
    });
  });

  it('needs no band list when no band applies now: more sales never find one', () => {
    expect(tramosConocidos(null, 4, undefined)).toEqual({ tramos: [], completos: true });
  });
});
