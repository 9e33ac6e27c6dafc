import type { ObjetivoMesConCierre } from '@ventas/domain/calculadora/extracto-contract';
import type { BolsaMesResponse } from '../model/entrada-calculadora';

/**
 * Carlos's November 2026, worked by hand (SPEC §9, decision 80), as objetivo_mes answers it:
 * - FIJOS (key, weight 50): 6 of 10 → 60 %, commission 60 × 50 / 100 = 30; pace 10 × 10 / 20 = 5;
 * - POSPAGO (weight 30): 20 of 20 → 100 %, commission 30; pace 10;
 * - TV (weight 20): 0 of 5 → 0 %, commission 0; pace 2,5;
 * - ENERGIA (weight 0, target 0): 2 sold, % blank, pace −1 (blank).
 * Total 60 → band '< 80', factor 0,5; pool 1000 × 50 % = 500; 500 × 0,5 = 250, withheld: FIJOS
 * (key) is at 60 % and TV has no sale.
 */
export const CARLOS = { id: 4, nombre: 'Carlos Comercial', estado: 'ALTA', tipo_comercial: 'TIENDA' };
export const MARTA = { id: 3, nombre: 'Marta Manager', estado: 'ALTA', tipo_comercial: 'TIENDA' };
export const LUCIA = { id: 5, nombre: 'Lucía López', estado: 'ALTA', tipo_comercial: 'TIENDA' };

const objetivo = (
  id: number,
  familia_nombre: string,
  cifras: Record<'peso' | 'objetivo' | 'consecucion' | 'comision_porc' | 'five_percent', string> & {
    objetivo_porc: string | null;
    llave?: boolean;
  },
  comercial = CARLOS.id,
) => ({
  id,
  comercial,
  familia: 10 + id,
  familia_nombre,
  fecha: '2026-11-01',
  llave: false,
  ...cifras,
});

/** Carlos's and Lucía's list: '< 80' × 0,5, '< 100' × 0,8, '< 120' × 1, '> 120' × 1,2. */
export const TRAMOS = [
  { porcentaje_maximo: '80.00', factor_corrector: '0.5000' },
  { porcentaje_maximo: '100.00', factor_corrector: '0.8000' },
  { porcentaje_maximo: '120.00', factor_corrector: '1.0000' },
  { porcentaje_maximo: '999.00', factor_corrector: '1.2000' },
];

export const OBJETIVO_MES_CARLOS: ObjetivoMesConCierre = {
  mes: '2026-11',
  cierre: null,
  comercial: CARLOS,
  comerciales: [CARLOS],
  dias_laborables: { transcurridos: '10.00', total: '20.00' },
  objetivos: [
    objetivo(1, 'FIJOS', {
      peso: '50.00',
      objetivo: '10.00',
      consecucion: '6.00',
      objetivo_porc: '60.00',
      comision_porc: '30.00',
      five_percent: '5.00',
      llave: true,
    }),
    objetivo(2, 'POSPAGO', {
      peso: '30.00',
      objetivo: '20.00',
      consecucion: '20.00',
      objetivo_porc: '100.00',
      comision_porc: '30.00',
      five_percent: '10.00',
    }),
    objetivo(3, 'TV', {
      peso: '20.00',
      objetivo: '5.00',
      consecucion: '0.00',
      objetivo_porc: '0.00',
      comision_porc: '0.00',
      five_percent: '2.50',
    }),
    objetivo(4, 'ENERGIA', {
      peso: '0.00',
      objetivo: '0.00',
      consecucion: '2.00',
      objetivo_porc: null,
      comision_porc: '0.00',
      five_percent: '-1.00',
    }),
  ],
  peso_medio: '25.00',
  consecucion_total: '60.00',
  tramo: { porcentaje_maximo: '80.00', factor_corrector: '0.5000', indice: 0, etiqueta: '< 80' },
  tramos: TRAMOS,
  factor_corrector: '0.5000',
  bolsa_en_juego: '500.00',
  comision_calculada: '250.00',
  comision_total: null,
  condiciones_cumplidas: false,
  motivos: ['El objetivo llave FIJOS no llega al 100 % (60 %)', 'Sin ventas en TV, que tiene objetivo'],
  avisos: [],
};

/**
 * Lucía's November: one family, 12 of 10 → 120 %, weight 100 → total 120; the band is the first
 * above 120 ('> 120', factor 1,2); pool 800 fixed → 960 € shown, nothing withheld.
 */
export const OBJETIVO_MES_LUCIA: ObjetivoMesConCierre = {
  ...OBJETIVO_MES_CARLOS,
  comercial: LUCIA,
  objetivos: [
    objetivo(
      9,
      'RENUEVO',
      {
        peso: '100.00',
        objetivo: '10.00',
        consecucion: '12.00',
        objetivo_porc: '120.00',
        comision_porc: '120.00',
        five_percent: '5.00',
        llave: true,
      },
      LUCIA.id,
    ),
  ],
  peso_medio: '100.00',
  consecucion_total: '120.00',
  tramo: { porcentaje_maximo: '999.00', factor_corrector: '1.2000', indice: 3, etiqueta: '> 120' },
  tramos: TRAMOS,
  factor_corrector: '1.2000',
  bolsa_en_juego: '800.00',
  comision_calculada: '960.00',
  comision_total: '960.00',
  condiciones_cumplidas: true,
  motivos: [],
};

export const BOLSA_CARLOS: BolsaMesResponse = {
  mes: '2026-11',
  comercial: CARLOS,
  reward: {
    id: 1,
    comercial: CARLOS.id,
    fecha: '2026-11-01',
    bolsa: '1000.00',
    bolsa_recomendado: '0.00',
    recomendado: null,
    reward: { reward_type: 'PORCENTAJE', amount: '50.00' },
    reward_recomendado: null,
  },
  bolsa_en_juego: '500.00',
  avisos: [],
};

export const BOLSA_LUCIA: BolsaMesResponse = {
  ...BOLSA_CARLOS,
  comercial: LUCIA,
  reward: {
    ...BOLSA_CARLOS.reward!,
    id: 2,
    comercial: LUCIA.id,
    bolsa: '800.00',
    reward: { reward_type: 'BOLSA_FIJA', amount: '800.00' },
  },
  bolsa_en_juego: '800.00',
};
