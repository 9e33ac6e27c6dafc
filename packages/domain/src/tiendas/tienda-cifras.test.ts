import { describe, expect, it } from 'vitest';
import { cumplimientoDeTienda, mesDeTienda, ventanaDelMes } from './tienda-cifras';

describe('mesDeTienda (the month a store shows by default)', () => {
  it.each([
    ['2026-03-02', { year: 2026, month: 3 }],
    ['2026-03-31', { year: 2026, month: 3 }],
    // On the 1st the SPEC §9 period that holds today began last month.
    ['2026-04-01', { year: 2026, month: 3 }],
    ['2027-01-01', { year: 2026, month: 12 }],
  ])('on %s it is %j', (hoy, mes) => {
    expect(mesDeTienda(hoy)).toEqual(mes);
  });
});

describe('ventanaDelMes (Gerencia period of a month)', () => {
  it.each([
    [
      { year: 2026, month: 10 },
      { desde: '2026-10-02', hasta: '2026-11-01' },
    ],
    [
      { year: 2026, month: 12 },
      { desde: '2026-12-02', hasta: '2027-01-01' },
    ],
    [
      { year: 2028, month: 2 },
      { desde: '2028-02-02', hasta: '2028-03-01' },
    ],
  ])('%j runs %j', (mes, ventana) => {
    expect(ventanaDelMes(mes)).toEqual(ventana);
  });
});

const objetivo = (familia: number, objetivo: string, consecucion: string) => ({
  familia,
  familia_nombre: familia === 1 ? 'FIBRA' : 'MOVIL',
  objetivo,
  consecucion,
});

describe('cumplimientoDeTienda (the store attainment per family)', () => {
  it.each([
    ['no commercials', [], []],
    [
      'one commercial',
      [{ objetivos: [objetivo(1, '10.00', '5')] }],
      [
        {
          familia: 1,
          familia_nombre: 'FIBRA',
          objetivo: '10.00',
          consecucion: '5.00',
          objetivo_porc: '50.00',
        },
      ],
    ],
    [
      'two commercials: the sums, not the mean of their percents (8/10 and 1/2 → 9/12)',
      [{ objetivos: [objetivo(1, '10', '8')] }, { objetivos: [objetivo(1, '2', '1')] }],
      [
        {
          familia: 1,
          familia_nombre: 'FIBRA',
          objetivo: '12.00',
          consecucion: '9.00',
          objetivo_porc: '75.00',
        },
      ],
    ],
    [
      'targets of 0: no percent; above 100 % uncapped; families by name',
      [{ objetivos: [objetivo(2, '0', '3'), objetivo(1, '3', '7')] }, { objetivos: [] }],
      [
        {
          familia: 1,
          familia_nombre: 'FIBRA',
          objetivo: '3.00',
          consecucion: '7.00',
          objetivo_porc: '233.33',
        },
        { familia: 2, familia_nombre: 'MOVIL', objetivo: '0.00', consecucion: '3.00', objetivo_porc: null },
      ],
    ],
  ])('%s', (_caso, comerciales, expected) => {
    expect(cumplimientoDeTienda(comerciales)).toEqual(expected);
  });
});
