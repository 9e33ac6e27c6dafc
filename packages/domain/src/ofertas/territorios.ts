import type { DecimalAmount } from '../money/decimal-amount';

/**
 * The territories whose indirect tax an offer is priced with (SPEC §9: "rate taken from the
 * selected location option"; issue 13). The rates are law, not tenant data: each carries the
 * source it is taken from (docs/decisions.md).
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

// Each city sets its IPSI rates by ordinance (between 0.5 and 10 %). Until those ordinances are read,
// the two IPSI rates are marked SIN VERIFICAR (docs/decisions.md).
export const TERRITORIOS = [
  { value: 'Península', label: 'Península (IVA 21 %)', impuesto: 'IVA', rate: '21', fuente: FUENTE_IVA },
  { value: 'Baleares', label: 'Baleares (IVA 21 %)', impuesto: 'IVA', rate: '21', fuente: FUENTE_IVA },
  {
    value: 'Canarias',
    label: 'Canarias (IGIC 7 %)',
    impuesto: 'IGIC',
    rate: '7',
    fuente:
      'Ley 4/2012, de 25 de junio, de medidas administrativas y fiscales de Canarias (BOC núm. 124, de ' +
      '26-6-2012; BOE núm. 166, de 12-7-2012), art. 27: tipo general del 7 % desde el 1-7-2012, fecha desde ' +
      'la que los servicios de telecomunicaciones tributan al tipo general (hasta entonces, exentos).',
  },
  {
    value: 'Ceuta',
    label: 'Ceuta (IPSI 3 %)',
    impuesto: 'IPSI',
    rate: '3',
    fuente:
      'SIN VERIFICAR. Ordenanza del IPSI de la Ciudad Autónoma de Ceuta, art. 33 (tipos impositivos; última ' +
      'modificación de tipos vista: 29-6-2020), cuyo texto vigente no se ha podido leer. El 3 % es el tipo ' +
      'general de las prestaciones de servicios según una fuente secundaria (El Pueblo de Ceuta, 14-3-2010).',
  },
  {
    value: 'Melilla',
    label: 'Melilla (IPSI 4 %)',
    impuesto: 'IPSI',
    rate: '4',
    fuente:
      'SIN VERIFICAR. Ordenanza fiscal reguladora del IPSI (operaciones interiores) de Melilla, anexo de ' +
      'tipos, apartado de prestaciones de servicios (texto de BOME núm. 5625, 2019; modificada en BOME núm. ' +
      '5857, de 4-5-2021), que no se ha podido leer. El 4 % es un valor provisional sin fuente.',
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
