import type { BolsaMes } from './bolsa';
import { MENSAJE_SIN_FACTOR_CORRECTOR } from './calculadora-mensajes';
import type { EntradaCalculadora } from './comision';
import type { TramoFactor } from './factor-corrector';
import { TRAMOS } from './factor-corrector.examples';
import type { Objetivo } from './objetivos';

/**
 * Worked examples of a whole month (SPEC §9): objectives → total achievement → band → pool in
 * play × factor → shown or not. Bands 80 / 100 / 120 / 999 with factors 0.8 / 1 / 1.1 / 1.25.
 */
export interface ComisionExample {
  name: string;
  entrada: EntradaCalculadora;
  consecucion_total: string;
  factor: string | null;
  comision_calculada: string | null;
  comision_total: string | null;
  motivos: string[];
}

const obj = (
  familia: string,
  peso: string,
  objetivo: string,
  consecucion: string,
  llave = false,
): Objetivo => ({
  familia,
  peso,
  objetivo,
  consecucion,
  llave,
});
const BOLSA_10: BolsaMes = {
  bolsa: '3000',
  bolsa_recomendado: '0',
  reward: { reward_type: 'PORCENTAJE', amount: '10' },
  reward_recomendado: { reward_type: 'PORCENTAJE', amount: '10' },
};
const ritmo = { transcurridos: '11.0', total: '22.0' };
/** Expected: total achievement, factor, pool × factor, the commission shown, why it is not. */
const esperado = (
  consecucion_total: string,
  factor: string | null,
  comision_calculada: string | null,
  comision_total: string | null,
  motivos: string[] = [],
) => ({ consecucion_total, factor, comision_calculada, comision_total, motivos });
const entrada = (objetivos: Objetivo[], fields: Partial<EntradaCalculadora> = {}): EntradaCalculadora => ({
  tipoComercial: 'TIENDA',
  objetivos,
  tramos: TRAMOS,
  bolsa: BOLSA_10,
  ritmo,
  ...fields,
});

// FIBRA 24/20 = 120 % × 40 = 48; MOVIL 27/30 = 90 % × 30 = 27; TV 5/10 = 50 % × 20 = 10;
// ENERGIA 4/4 = 100 % × 10 = 10. Total 95. Pool 3000 × 10 % + 0 = 300.
const FIBRA = obj('FIBRA', '40', '20', '24', true);
const MOVIL = obj('MOVIL', '30', '30', '27');
const TV = obj('TV', '20', '10', '5');
const ENERGIA = obj('ENERGIA', '10', '4', '4', true);
const MES = [FIBRA, MOVIL, TV, ENERGIA];
const SIN_TOPE: TramoFactor[] = TRAMOS.filter((tramo) => tramo.porcentaje_maximo !== '999');

export const COMISION_EXAMPLES: ComisionExample[] = [
  {
    name: '48 + 27 + 10 + 10 = 95 → band < 100, factor 1: 300 × 1 = 300, every condition met',
    entrada: entrada(MES),
    ...esperado('95.00', '1', '300.00', '300.00'),
  },
  {
    name: 'key ENERGIA at 3/4 = 75 % (7.50): total 92.50, factor 1, 300 not shown',
    entrada: entrada([FIBRA, MOVIL, TV, { ...ENERGIA, consecucion: '3' }]),
    ...esperado('92.50', '1', '300.00', null, ['El objetivo llave ENERGIA no llega al 100 % (75 %)']),
  },
  {
    name: 'TV with a target and nothing sold: 48 + 27 + 0 + 10 = 85, not shown',
    entrada: entrada([FIBRA, MOVIL, { ...TV, consecucion: '0' }, ENERGIA]),
    ...esperado('85.00', '1', '300.00', null, ['Sin ventas en TV, que tiene objetivo']),
  },
  {
    name: 'a key objective with a target of 0 and nothing sold blocks nothing: still 95 → 300',
    entrada: entrada([...MES, obj('HOME GO', '0', '0', '0', true)]),
    ...esperado('95.00', '1', '300.00', '300.00'),
  },
  {
    name: 'key FIBRA with nothing sold fails both conditions, each named',
    entrada: entrada([{ ...FIBRA, consecucion: '0' }, MOVIL, TV, ENERGIA]),
    // 0 + 27 + 10 + 10 = 47 → band < 80, factor 0.8: 300 × 0.8 = 240.
    ...esperado('47.00', '0.8', '240.00', null, [
      'El objetivo llave FIBRA no llega al 100 % (0 %)',
      'Sin ventas en FIBRA, que tiene objetivo',
    ]),
  },
  {
    name: 'the cap and the top band: FIBRA 30/10 = 300 % → 150 × 50 = 75; MOVIL 130 % × 50 = 65; 140 → 800 × 1.25',
    entrada: entrada([obj('FIBRA', '50', '10', '30', true), obj('MOVIL', '50', '10', '13')], {
      bolsa: { ...BOLSA_10, reward: { reward_type: 'BOLSA_FIJA', amount: '800' } },
    }),
    ...esperado('140.00', '1.25', '1000.00', '1000.00'),
  },
  {
    name: '140 % with no band above it: no factor, no commission, the message',
    entrada: entrada([obj('FIBRA', '50', '10', '30', true), obj('MOVIL', '50', '10', '13')], {
      tramos: SIN_TOPE,
    }),
    ...esperado('140.00', null, null, null, [MENSAJE_SIN_FACTOR_CORRECTOR]),
  },
  {
    name: 'no reward: (1000 + 250) × 0.8 = 1000 for 15/20 = 75 % × 100',
    entrada: entrada([obj('FIBRA', '100', '20', '15')], {
      bolsa: { bolsa: '1000', bolsa_recomendado: '250', reward: null, reward_recomendado: null },
    }),
    ...esperado('75.00', '0.8', '1000.00', '1000.00'),
  },
  {
    name: 'key at 29998.80 of 30000 = 99.996 % shows 100.00 but is not 100: band < 120 (1.1), not shown',
    entrada: entrada([obj('ENERGIA', '100', '30000', '29998.80', true)]),
    ...esperado('100.00', '1.1', '330.00', null, ['El objetivo llave ENERGIA no llega al 100 % (99,99 %)']),
  },
  {
    name: 'the band reads the shown column: 6667/10000 = 66.67 % × 50 = 33.335 → 33.34, twice = 66.68, not 66.67',
    entrada: entrada([obj('FIBRA', '50', '10000', '6667'), obj('MOVIL', '50', '10000', '6667')], {
      tramos: [
        { porcentaje_maximo: '66.68', factor_corrector: '0.5' },
        { porcentaje_maximo: '999', factor_corrector: '1' },
      ],
    }),
    ...esperado('66.68', '1', '300.00', '300.00'),
  },
  {
    name: 'COLABORADOR: objectives do not weigh, a failing key objective neither: 1000 × 20 % × 1 = 200',
    entrada: entrada([obj('FIBRA', '100', '20', '10', true)], {
      tipoComercial: 'COLABORADOR',
      bolsa: {
        bolsa: '1000',
        bolsa_recomendado: '500',
        reward: { reward_type: 'PORCENTAJE', amount: '20' },
        reward_recomendado: null,
      },
    }),
    ...esperado('50.00', '1', '200.00', '200.00'),
  },
  {
    name: 'RECOMENDADOR without objectives: 400 × 30 % × 1 = 120',
    entrada: entrada([], {
      tipoComercial: 'RECOMENDADOR',
      bolsa: {
        bolsa: '0',
        bolsa_recomendado: '400',
        reward: null,
        reward_recomendado: { reward_type: 'PORCENTAJE', amount: '30' },
      },
    }),
    ...esperado('0.00', '1', '120.00', '120.00'),
  },
];
