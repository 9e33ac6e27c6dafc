import type { EntradaCalculadora } from './comision';
import { TRAMOS } from './factor-corrector.examples';
import type { Objetivo } from './objetivos';
import type { ValoresUnidad, VentasParaMejorar } from './what-if';

/**
 * Worked examples of the what-if (issue 14), by hand. Bands 80 / 100 / 120 / 999 (factors 0.8 /
 * 1 / 1.1 / 1.25); a fixed pool of 1000. Base month: key FIBRA 16/20 = 80 % × 50 = 40 and MOVIL
 * 30/40 = 75 % × 50 = 37.5: total 77.5, band < 80, and FIBRA keeps the commission hidden.
 */
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
const entrada = (objetivos: Objetivo[], fields: Partial<EntradaCalculadora> = {}): EntradaCalculadora => ({
  tipoComercial: 'TIENDA',
  objetivos,
  tramos: TRAMOS,
  bolsa: {
    bolsa: '5000',
    bolsa_recomendado: '0',
    reward: { reward_type: 'BOLSA_FIJA', amount: '1000' },
    reward_recomendado: null,
  },
  ritmo: { transcurridos: '11.0', total: '22.0' },
  ...fields,
});

export const BASE = entrada([obj('FIBRA', '50', '20', '16', true), obj('MOVIL', '50', '40', '30')]);
const ENERGIA = entrada([obj('ENERGIA', '100', '1000.00', '700.00', true)]);

export interface SimulacionExample {
  name: string;
  entrada: EntradaCalculadora;
  familia: string;
  unidades: number;
  valorUnidad?: string;
  consecucion_total: string;
  factor: string;
  comision_total: string | null;
}

export const SIMULACION_EXAMPLES: SimulacionExample[] = [
  {
    name: '4 more FIBRA: 20/20 = 100 % × 50 = 50; 50 + 37.5 = 87.5 → factor 1; shown: 1000',
    entrada: BASE,
    familia: 'FIBRA',
    unidades: 4,
    consecucion_total: '87.50',
    factor: '1',
    comision_total: '1000.00',
  },
  {
    name: '2 more MOVIL: 32/40 = 80 % × 50 = 40; 40 + 40 = 80 → factor 1, but FIBRA still hides it',
    entrada: BASE,
    familia: 'MOVIL',
    unidades: 2,
    consecucion_total: '80.00',
    factor: '1',
    comision_total: null,
  },
  {
    name: '7 more ENERGIA at 45.50 €: 700 + 318.50 = 1018.50 → 101.85 % → band < 120: 1000 × 1.1',
    entrada: ENERGIA,
    familia: 'ENERGIA',
    unidades: 7,
    valorUnidad: '45.50',
    consecucion_total: '101.85',
    factor: '1.1',
    comision_total: '1100.00',
  },
];

export interface MejoraExample {
  name: string;
  entrada: EntradaCalculadora;
  valores?: ValoresUnidad;
  esperado: VentasParaMejorar[];
}

const mejora = (familia: string, siguiente_tramo: number | null, desbloqueo: number | null) => ({
  familia,
  siguiente_tramo,
  desbloqueo,
});

export const MEJORA_EXAMPLES: MejoraExample[] = [
  {
    // FIBRA: 17/20 = 85 % × 50 = 42.5 + 37.5 = 80 → band < 100 with 1; 100 % needs 20 − 16 = 4.
    // MOVIL: 80 − 40 = 40 needs 80 %, 32/40: 2; MOVIL blocks nothing.
    name: 'the base month: FIBRA 1 to the next band and 4 to unlock; MOVIL 2 to the next band',
    entrada: BASE,
    esperado: [mejora('FIBRA', 1, 4), mejora('MOVIL', 2, null)],
  },
  {
    // 70 % → 80 % needs 800: 100 / 45.5 = 2.2 → 3 (836.50); 100 % needs 300 / 45.5 = 6.6 → 7.
    name: 'a target in euros, 45.50 a sale: 3 to the next band, 7 to unlock',
    entrada: ENERGIA,
    valores: { ENERGIA: '45.50' },
    esperado: [mejora('ENERGIA', 3, 7)],
  },
  {
    // FIBRA 15/10 is capped (75): more adds nothing. MOVIL 2/10 = 20 % × 50 = 10, total 85;
    // 100 needs MOVIL at 25 = 50 % = 5 sold: 3 more. Nothing blocks the commission.
    name: 'a capped family cannot help; the other needs 3',
    entrada: entrada([obj('FIBRA', '50', '10', '15'), obj('MOVIL', '50', '10', '2')]),
    esperado: [mejora('FIBRA', null, null), mejora('MOVIL', 3, null)],
  },
  {
    // 75 + 65 = 140, top band; MOVIL at 150 % adds 10: 150, still the top band.
    name: 'already in the top band: nothing to reach',
    entrada: entrada([obj('FIBRA', '50', '10', '30', true), obj('MOVIL', '50', '10', '13')]),
    esperado: [mejora('FIBRA', null, null), mejora('MOVIL', null, null)],
  },
  {
    // Two keys at 10/20 = 50 % × 50 = 25 each, total 50. Band < 100 needs 80 − 25 = 55 = 110 %,
    // 22 sold: 12 more. Either key at 100 % leaves the other failing: neither unlocks alone.
    name: 'two failing keys: neither unlocks alone',
    entrada: entrada([obj('FIBRA', '50', '20', '10', true), obj('MOVIL', '50', '20', '10', true)]),
    esperado: [mejora('FIBRA', 12, null), mejora('MOVIL', 12, null)],
  },
  {
    // A family with a target of 0 has no percent: nothing to reach, nothing to unlock.
    name: 'a zero target family: nothing',
    entrada: entrada([...BASE.objetivos, obj('HOME GO', '0', '0', '0', true)]),
    esperado: [mejora('FIBRA', 1, 4), mejora('MOVIL', 2, null), mejora('HOME GO', null, null)],
  },
  {
    // FIBRA 20/20 = 50, TV 0/10 = 0: total 50, and TV with nothing sold hides it. One TV sale
    // unlocks it; band < 100 needs TV at 30 = 60 % = 6. FIBRA capped at 30 sold gives 75: no.
    name: 'a family with a target and no sale: 1 unlocks',
    entrada: entrada([obj('FIBRA', '50', '20', '20', true), obj('TV', '50', '10', '0')]),
    esperado: [mejora('FIBRA', null, null), mejora('TV', 6, 1)],
  },
  {
    name: 'a COLABORADOR has no bands nor conditions to reach',
    entrada: { ...BASE, tipoComercial: 'COLABORADOR' },
    esperado: [mejora('FIBRA', null, null), mejora('MOVIL', null, null)],
  },
];
