import type { DecimalAmount } from '../money/decimal-amount';

/**
 * The territories whose indirect tax an offer is priced with (SPEC §9: "rate taken from the
 * selected location option"; issue 13). The rates are law, not tenant data: each carries the
 * source it is taken from (docs/decisions/).
 */
export type Impuesto = 'IVA' | 'IGIC' | 'IPSI';

export interface Territorio {
  /** What an offer stores as its `tipoIva` and the select sends. */
  value: string;
  label: string;
  impuesto: Impuesto;
  /** The general rate for telecommunication services, in percent. */
  rate: DecimalAmount;
  /** The legal source of `rate`, and what of it is still unverified. */
  fuente?: string;
}

const FUENTE_IVA =
  'Ley 37/1992, de 28 de diciembre, del IVA, art. 90.Uno: tipo general del 21 %, en vigor desde el 1-9-2012 ' +
  '(Real Decreto-ley 20/2012, de 13 de julio, art. 23; BOE núm. 168, de 14-7-2012).';

/**
 * What an operator bills for telecommunication services in each territory, as Telefónica's O2
 * "Manual Precios del Servicio de Telefonía Fijo" (prices in force on 1 March 2020, "Consideraciones
 * generales") states it: "En Península y Baleares aplica el IVA 21%, en Ceuta IPSI 10%, en Melilla
 * IPSI 8% y en Canarias IGIC 7%". The IPSI rates are each city's ordinance (Ley 8/1991 lets them
 * range from 0.5 to 10 %); their texts could not be read here, so the operator's manual is the source.
 */
const FUENTE_MANUAL_O2 =
  'Manual de precios del servicio de telefonía fijo de O2 (Telefónica), precios en vigor a 1-3-2020, ' +
  '«Consideraciones generales»: «en Ceuta IPSI 10%, en Melilla IPSI 8%».';

export const TERRITORIOS = [
  { value: 'Península', label: 'Península (IVA 21 %)', impuesto: 'IVA', rate: '21', fuente: FUENTE_IVA },
  { value: 'Baleares', label: 'Baleares (IVA 21 %)', impuesto: 'IVA', rate: '21', fuente: FUENTE_IVA },
  {
    value: 'Canarias',
    label: 'Canarias (IGIC 7 %)',
    impuesto: 'IGIC',
    rate: '7',
    fuente:
      'Ley 19/2019, de 30 de diciembre, de Presupuestos Generales de la Comunidad Autónoma de Canarias ' +
      'para 2020: desde el 1-1-2020 los servicios de telecomunicaciones vuelven al tipo general del IGIC, ' +
      'el 7 % (antes tenían el reducido del 3 %); así lo aplica el manual de precios de O2 de 1-3-2020.',
  },
  {
    value: 'Ceuta',
    label: 'Ceuta (IPSI 10 %)',
    impuesto: 'IPSI',
    rate: '10',
    fuente: `Ordenanza fiscal del IPSI de la Ciudad Autónoma de Ceuta, tipo de las prestaciones de servicios de telecomunicaciones; ${FUENTE_MANUAL_O2}`,
  },
  {
    value: 'Melilla',
    label: 'Melilla (IPSI 8 %)',
    impuesto: 'IPSI',
    rate: '8',
    fuente: `Ordenanza fiscal reguladora del IPSI (operaciones interiores) de Melilla (BOME núm. 5041, de 9-7-2013, y sus modificaciones); ${FUENTE_MANUAL_O2}`,
  },
] as const satisfies readonly Territorio[];

export type TerritorioValue = (typeof TERRITORIOS)[number]['value'];

/** SPEC §9: the default location. */
export const TERRITORIO_POR_DEFECTO: TerritorioValue = 'Península';

const BY_VALUE = new Map<string, Territorio>(TERRITORIOS.map((territorio) => [territorio.value, territorio]));

/** The territory of a stored or sent value, or null if it is not one of ours. */
export function territorioDe(value: string): Territorio | null {
  return BY_VALUE.get(value) ?? null;
}
