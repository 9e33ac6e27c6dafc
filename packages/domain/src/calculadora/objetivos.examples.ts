import type { Objetivo } from './objetivos';
import type { Ritmo } from './working-days';

/** Worked examples of SPEC §9 per-objective figures, computed by hand. */
export interface ObjetivoExample {
  name: string;
  objetivo: Objetivo;
  ritmo: Ritmo;
  objetivo_porc: string | null;
  comision_porc: string;
  five_percent: string;
}

const objetivo = (fields: Partial<Objetivo>): Objetivo => ({
  familia: 'FIBRA',
  peso: '25',
  objetivo: '40',
  llave: false,
  consecucion: '30',
  ...fields,
});
const MITAD: Ritmo = { transcurridos: '11.0', total: '22.0' };

export const OBJETIVO_EXAMPLES: ObjetivoExample[] = [
  {
    name: '30 of 40 = 75 %; 75 × 25 / 100 = 18.75; half the month: 40 × 11 / 22 = 20',
    objetivo: objetivo({}),
    ritmo: MITAD,
    objetivo_porc: '75.00',
    comision_porc: '18.75',
    five_percent: '20.00',
  },
  {
    name: 'a target of 0: blank percent, 0 commission, five_percent −1',
    objetivo: objetivo({ objetivo: '0', consecucion: '3' }),
    ritmo: MITAD,
    objetivo_porc: null,
    comision_porc: '0.00',
    five_percent: '-1.00',
  },
  {
    name: 'the 150 cap: 20 of 10 = 200 %, but min(200, 150) × 30 / 100 = 45; 10 × 11 / 22 = 5',
    objetivo: objetivo({ peso: '30', objetivo: '10', consecucion: '20' }),
    ritmo: MITAD,
    objetivo_porc: '200.00',
    comision_porc: '45.00',
    five_percent: '5.00',
  },
  {
    name: 'exactly at the cap: 30 of 20 = 150 %; 150 × 10 / 100 = 15',
    objetivo: objetivo({ peso: '10', objetivo: '20', consecucion: '30' }),
    ritmo: MITAD,
    objetivo_porc: '150.00',
    comision_porc: '15.00',
    five_percent: '10.00',
  },
  {
    name: '1 of 3 = 33.333… %; 33.333… × 25 / 100 = 8.333…; 3 × 11 / 22 = 1.5',
    objetivo: objetivo({ objetivo: '3', consecucion: '1' }),
    ritmo: MITAD,
    objetivo_porc: '33.33',
    comision_porc: '8.33',
    five_percent: '1.50',
  },
  {
    name: 'half away from zero: 1 of 8 = 12.5 %; 12.5 × 33 / 100 = 4.125 → 4.13',
    objetivo: objetivo({ peso: '33', objetivo: '8', consecucion: '1' }),
    ritmo: MITAD,
    objetivo_porc: '12.50',
    comision_porc: '4.13',
    five_percent: '4.00',
  },
  {
    name: 'nothing sold on 6 April 2026: 0 %; 44 × 2.5 / 22 = 5',
    objetivo: objetivo({ peso: '20', objetivo: '44', consecucion: '0' }),
    ritmo: { transcurridos: '2.5', total: '22.0' },
    objetivo_porc: '0.00',
    comision_porc: '0.00',
    five_percent: '5.00',
  },
  {
    name: 'a pace of 7.5 of 22.5 days: 10 × 7.5 / 22.5 = 3.333… → 3.33',
    objetivo: objetivo({ objetivo: '10', consecucion: '4' }),
    ritmo: { transcurridos: '7.5', total: '22.5' },
    objetivo_porc: '40.00',
    comision_porc: '10.00',
    five_percent: '3.33',
  },
  {
    name: 'a target in euros: 1234.56 of 1500 = 82.304 %; 82.304 × 40 / 100 = 32.9216; month over: 1500',
    objetivo: objetivo({ familia: 'ENERGIA', peso: '40', objetivo: '1500.00', consecucion: '1234.56' }),
    ritmo: { transcurridos: '22.0', total: '22.0' },
    objetivo_porc: '82.30',
    comision_porc: '32.92',
    five_percent: '1500.00',
  },
  {
    name: 'a commercial away all month: nothing expected, five_percent 0',
    objetivo: objetivo({ consecucion: '0' }),
    ritmo: { transcurridos: '0.0', total: '0.0' },
    objetivo_porc: '0.00',
    comision_porc: '0.00',
    five_percent: '0.00',
  },
];

export const PESO_MEDIO_EXAMPLES: { name: string; pesos: string[]; medio: string | null }[] = [
  { name: '(25 + 25 + 30 + 20) / 4 = 25', pesos: ['25', '25', '30', '20'], medio: '25.00' },
  { name: '(30 + 30 + 40) / 3 = 33.333…', pesos: ['30', '30', '40'], medio: '33.33' },
  { name: '(10 + 20) / 2 = 15', pesos: ['10', '20'], medio: '15.00' },
  { name: '(33.335 + 0) / 2 = 16.6675 → 16.67', pesos: ['33.335', '0'], medio: '16.67' },
  { name: 'no objectives: nothing to average', pesos: [], medio: null },
];
