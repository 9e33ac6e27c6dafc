import type { TramoFactor } from './factor-corrector';

/** Worked examples of SPEC §9 band choice: the first band whose maximum is above the total. */
const tramo = (porcentaje_maximo: string, factor_corrector: string): TramoFactor => ({
  porcentaje_maximo,
  factor_corrector,
});

/** A tenant's table as it may come, out of order: sorted it is 80, 100, 120, 999. */
export const TRAMOS: TramoFactor[] = [
  tramo('100', '1'),
  tramo('999', '1.25'),
  tramo('80', '0.8'),
  tramo('120', '1.1'),
];

export interface TramoExample {
  name: string;
  tramos: TramoFactor[];
  total: string;
  /** null: no band fits (MENSAJE_SIN_FACTOR_CORRECTOR). */
  esperado: { factor: string; etiqueta: string; indice: number } | null;
}

export const TRAMO_EXAMPLES: TramoExample[] = [
  {
    name: '0 %: 80 is above it',
    tramos: TRAMOS,
    total: '0',
    esperado: { factor: '0.8', etiqueta: '< 80', indice: 0 },
  },
  {
    name: '75 %: 80 > 75',
    tramos: TRAMOS,
    total: '75.00',
    esperado: { factor: '0.8', etiqueta: '< 80', indice: 0 },
  },
  {
    name: '80 %: 80 is not above 80, 100 is',
    tramos: TRAMOS,
    total: '80.00',
    esperado: { factor: '1', etiqueta: '< 100', indice: 1 },
  },
  {
    name: '119.99 %: 120 > 119.99',
    tramos: TRAMOS,
    total: '119.99',
    esperado: { factor: '1.1', etiqueta: '< 120', indice: 2 },
  },
  {
    name: '120 %: the top band, labelled with the previous maximum',
    tramos: TRAMOS,
    total: '120.00',
    esperado: { factor: '1.25', etiqueta: '> 120', indice: 3 },
  },
  {
    name: '150 %, every objective capped: still the top band',
    tramos: TRAMOS,
    total: '150.00',
    esperado: { factor: '1.25', etiqueta: '> 120', indice: 3 },
  },
  {
    name: 'a top band at 1000 after 90.5: "> 90,5"',
    tramos: [tramo('1000', '1.2'), tramo('90.5', '0.9')],
    total: '95',
    esperado: { factor: '1.2', etiqueta: '> 90,5', indice: 1 },
  },
  {
    name: 'a lone top band: "> 0"',
    tramos: [tramo('999', '1')],
    total: '42',
    esperado: { factor: '1', etiqueta: '> 0', indice: 0 },
  },
  {
    name: 'no band above 100 % without a top band: no factor',
    tramos: [tramo('80', '0.8'), tramo('100', '1')],
    total: '100.00',
    esperado: null,
  },
  { name: 'no bands at all: no factor', tramos: [], total: '50', esperado: null },
];
