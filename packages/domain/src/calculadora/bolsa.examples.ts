import type { TipoComercial } from '../cuentas/account-constants';
import type { BolsaMes, Reward } from './bolsa';

/** Worked examples of SPEC §9's pool in play, per commercial type (issue 14), by hand. */
export interface BolsaExample {
  name: string;
  tipoComercial: TipoComercial;
  bolsa: BolsaMes;
  importe: string;
  /** Whether MENSAJE_SIN_TIPO_REWARD accompanies it. */
  sinTipo: boolean;
}

const fija = (amount: string): Reward => ({ reward_type: 'BOLSA_FIJA', amount });
const porcentaje = (amount: string): Reward => ({ reward_type: 'PORCENTAJE', amount });
const bolsa = (fields: Partial<BolsaMes>): BolsaMes => ({
  bolsa: '2000.00',
  bolsa_recomendado: '300.00',
  reward: null,
  reward_recomendado: null,
  ...fields,
});

export const BOLSA_EXAMPLES: BolsaExample[] = [
  {
    name: 'BOLSA_FIJA: the reward amount, 500, whatever the pools',
    tipoComercial: 'TIENDA',
    bolsa: bolsa({ reward: fija('500'), reward_recomendado: porcentaje('10') }),
    importe: '500.00',
    sinTipo: false,
  },
  {
    name: 'percent: 2000 × 10 % + 300 × 5 % = 200 + 15 = 215',
    tipoComercial: 'TIENDA',
    bolsa: bolsa({ reward: porcentaje('10'), reward_recomendado: porcentaje('5') }),
    importe: '215.00',
    sinTipo: false,
  },
  {
    name: 'no reward: 2000 + 300 = 2300, with the message',
    tipoComercial: 'TIENDA',
    bolsa: bolsa({ reward_recomendado: porcentaje('5') }),
    importe: '2300.00',
    sinTipo: true,
  },
  {
    name: 'a reward without a type counts as none: 2000 + 300 = 2300',
    tipoComercial: 'DBL',
    bolsa: bolsa({ reward: { reward_type: null, amount: '10' } }),
    importe: '2300.00',
    sinTipo: true,
  },
  {
    name: 'percent, no recommender reward: 1234.56 × 12.5 % + 100 whole = 154.32 + 100 = 254.32',
    tipoComercial: 'SIN DEFINIR',
    bolsa: bolsa({ bolsa: '1234.56', bolsa_recomendado: '100', reward: porcentaje('12.5') }),
    importe: '254.32',
    sinTipo: false,
  },
  {
    name: 'rounding once: 333.33 × 7.5 % = 24.99975 → 25.00',
    tipoComercial: 'TIENDA',
    bolsa: bolsa({ bolsa: '333.33', bolsa_recomendado: '0', reward: porcentaje('7.5') }),
    importe: '25.00',
    sinTipo: false,
  },
  {
    name: 'COLABORADOR: own pool only, 1000 × 20 % = 200 (the 500 recommended is not theirs)',
    tipoComercial: 'COLABORADOR',
    bolsa: bolsa({
      bolsa: '1000',
      bolsa_recomendado: '500',
      reward: porcentaje('20'),
      reward_recomendado: porcentaje('10'),
    }),
    importe: '200.00',
    sinTipo: false,
  },
  {
    name: 'COLABORADOR without a reward: 1000 whole, with the message',
    tipoComercial: 'COLABORADOR',
    bolsa: bolsa({ bolsa: '1000', bolsa_recomendado: '500' }),
    importe: '1000.00',
    sinTipo: true,
  },
  {
    name: 'RECOMENDADOR: 400 × 30 % = 120 (their own pool and reward do not count)',
    tipoComercial: 'RECOMENDADOR',
    bolsa: bolsa({
      bolsa: '1000',
      bolsa_recomendado: '400',
      reward: porcentaje('10'),
      reward_recomendado: porcentaje('30'),
    }),
    importe: '120.00',
    sinTipo: false,
  },
  {
    name: 'RECOMENDADOR with a fixed reward: 150',
    tipoComercial: 'RECOMENDADOR',
    bolsa: bolsa({ bolsa_recomendado: '400', reward: fija('900'), reward_recomendado: fija('150') }),
    importe: '150.00',
    sinTipo: false,
  },
  {
    name: 'RECOMENDADOR without reward_recomendado: 400 whole, with the message (their reward is ignored)',
    tipoComercial: 'RECOMENDADOR',
    bolsa: bolsa({ bolsa_recomendado: '400', reward: porcentaje('10') }),
    importe: '400.00',
    sinTipo: true,
  },
];
