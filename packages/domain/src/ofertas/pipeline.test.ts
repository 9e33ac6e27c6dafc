import { describe, expect, it } from 'vitest';
import {
  COLUMNAS_PIPELINE,
  PROBABILIDADES_POR_DEFECTO,
  resumenPipeline,
  type CifrasColumna,
} from './pipeline';
import { ESTADOS_OFERTA } from './oferta-estados';

const columna = (resumen: ReturnType<typeof resumenPipeline>, estado: number) =>
  resumen.columnas.find((c) => c.estado === estado);

describe('the pipeline columns', () => {
  it('hold every offer status once, open ones first', () => {
    expect([...COLUMNAS_PIPELINE].sort()).toEqual(ESTADOS_OFERTA.map((estado) => estado.id).sort());
    expect(COLUMNAS_PIPELINE.slice(0, 2)).toEqual([1, 2]);
    expect(COLUMNAS_PIPELINE.slice(-2)).toEqual([3, 7]);
  });

  it('start from chances between 0 and 100, a sale certain and a lost offer nothing', () => {
    for (const probabilidad of Object.values(PROBABILIDADES_POR_DEFECTO)) {
      expect(Number.isInteger(probabilidad) && probabilidad >= 0 && probabilidad <= 100).toBe(true);
    }
    expect([PROBABILIDADES_POR_DEFECTO[4], PROBABILIDADES_POR_DEFECTO[6]]).toEqual([100, 100]);
    expect([PROBABILIDADES_POR_DEFECTO[3], PROBABILIDADES_POR_DEFECTO[7]]).toEqual([0, 0]);
  });
});

/**
 * Worked examples: the columns' sums as the database answers them, the chances, and what the
 * board shows. Amounts are monthly prices with IVA.
 */
const EJEMPLOS: readonly {
  caso: string;
  cifras: CifrasColumna[];
  probabilidades?: Partial<Record<number, number>>;
  columnas: Record<number, { count: number; total: string; ponderado: string }>;
  total: string;
  prevision: string;
}[] = [
  {
    caso: 'no offers: every column at zero',
    cifras: [],
    columnas: {
      1: { count: 0, total: '0.00', ponderado: '0.00' },
      4: { count: 0, total: '0.00', ponderado: '0.00' },
    },
    total: '0.00',
    prevision: '0.00',
  },
  {
    caso: 'two pending at 20 %, one presented at 50 %, one sale at 100 %',
    cifras: [
      { estado: 1, count: 2, total: '100.00' },
      { estado: 2, count: 1, total: '45.50' },
      { estado: 4, count: 1, total: '60.00' },
    ],
    columnas: {
      1: { count: 2, total: '100.00', ponderado: '20.00' },
      2: { count: 1, total: '45.50', ponderado: '22.75' },
      4: { count: 1, total: '60.00', ponderado: '60.00' },
      7: { count: 0, total: '0.00', ponderado: '0.00' },
    },
    total: '205.50',
    prevision: '102.75',
  },
  {
    caso: 'lost and cancelled offers count in the total, not in the forecast',
    cifras: [
      { estado: 3, count: 3, total: '90.00' },
      { estado: 7, count: 1, total: '30.00' },
    ],
    columnas: { 3: { count: 3, total: '90.00', ponderado: '0.00' } },
    total: '120.00',
    prevision: '0.00',
  },
  {
    // 33 % of 10.01 is 3.3033 and of 20.03 is 6.6099: shown 3.30 and 6.61, but the forecast is
    // their exact sum 9.9132, rounded once: 9.91 (the rounded columns would add to 9.91 too here).
    caso: "a distributor's own chances, rounded once at the edge",
    cifras: [
      { estado: 1, count: 1, total: '10.01' },
      { estado: 2, count: 1, total: '20.03' },
    ],
    probabilidades: { 1: 33, 2: 33 },
    columnas: {
      1: { count: 1, total: '10.01', ponderado: '3.30' },
      2: { count: 1, total: '20.03', ponderado: '6.61' },
    },
    total: '30.04',
    prevision: '9.91',
  },
  {
    // 0.005 × 3 columns: each column rounds half up to 0.01, the exact sum 0.015 to 0.02.
    caso: 'where the rounded columns do not add up to the forecast',
    cifras: [
      { estado: 1, count: 1, total: '0.01' },
      { estado: 2, count: 1, total: '0.01' },
      { estado: 5, count: 1, total: '0.01' },
    ],
    probabilidades: { 1: 50, 2: 50, 5: 50 },
    columnas: {
      1: { count: 1, total: '0.01', ponderado: '0.01' },
      5: { count: 1, total: '0.01', ponderado: '0.01' },
    },
    total: '0.03',
    prevision: '0.02',
  },
  {
    caso: 'large sums stay exact',
    cifras: [{ estado: 2, count: 300000, total: '17999999.97' }],
    columnas: { 2: { count: 300000, total: '17999999.97', ponderado: '8999999.99' } },
    total: '17999999.97',
    prevision: '8999999.99',
  },
];

describe('resumenPipeline', () => {
  it.each(EJEMPLOS)('$caso', ({ cifras, probabilidades, columnas, total, prevision }) => {
    const resumen = resumenPipeline(cifras, { ...PROBABILIDADES_POR_DEFECTO, ...probabilidades });
    expect(resumen.columnas.map((c) => c.estado)).toEqual(COLUMNAS_PIPELINE);
    for (const [estado, esperado] of Object.entries(columnas)) {
      const { count, total: suma, ponderado } = columna(resumen, Number(estado))!;
      expect({ count, total: suma, ponderado }).toEqual(esperado);
    }
    expect(resumen.count).toBe(cifras.reduce((sum, c) => sum + c.count, 0));
    expect(resumen.total).toBe(total);
    expect(resumen.prevision).toBe(prevision);
  });

  it('names each column by its status label and carries its chance', () => {
    const resumen = resumenPipeline([], { ...PROBABILIDADES_POR_DEFECTO, 2: 65 });
    expect(columna(resumen, 2)).toMatchObject({ label: 'Presentada', probabilidad: 65 });
    expect(columna(resumen, 5)?.label).toBe('Error envío a SMART');
  });
});
