import type { SEGMENTS } from '@ventas/domain/servicios/catalogue-fields';
import type { AMOUNT_UNITS, DURATION_UNITS } from '@ventas/domain/servicios/promocion-contract';
import {
  DEMO_OPERATORS,
  euros,
  netOfVat4,
  operatorCents,
  type DemoOperator,
  type DemoPrices,
} from './prices';

/** Promotions, additional lines and SVAs of the demo catalogue: what tariffs link to. */

export type Segment = (typeof SEGMENTS)[number];

export interface DemoPromocion {
  code: string;
  name: string;
  amount: string;
  amountUnit: (typeof AMOUNT_UNITS)[number];
  duration: number | null;
  durationUnit: (typeof DURATION_UNITS)[number] | null;
}

/** Every operator runs the same promotions (a promotion has an operator, not a segment). */
export const PROMOCIONES: readonly DemoPromocion[] = [
  {
    code: '10e-6m',
    name: '10 € de descuento durante 6 meses',
    amount: '10',
    amountUnit: 'MONETARY',
    duration: 6,
    durationUnit: 'months',
  },
  {
    code: '50p-3m',
    name: '50 % de descuento durante 3 meses',
    amount: '50',
    amountUnit: 'PERCENTS',
    duration: 3,
    durationUnit: 'months',
  },
  {
    code: 'mes-gratis',
    name: 'Primer mes gratis',
    amount: '100',
    amountUnit: 'PERCENTS',
    duration: 1,
    durationUnit: 'months',
  },
  {
    code: 'prueba-15d',
    name: '15 días de prueba gratis',
    amount: '100',
    amountUnit: 'PERCENTS',
    duration: 15,
    durationUnit: 'days',
  },
  {
    code: '5e-siempre',
    name: '5 € de descuento para siempre',
    amount: '5',
    amountUnit: 'MONETARY',
    duration: null,
    durationUnit: null,
  },
  {
    // 3 € with VAT, kept net to 4 decimals like the additional lines it applies to.
    code: 'adicional-12m',
    name: 'Línea adicional: 3 € menos (IVA incluido) durante 12 meses',
    amount: '2.4793',
    amountUnit: 'MONETARY',
    duration: 12,
    durationUnit: 'months',
  },
  {
    code: 'negocio-20p-12m',
    name: 'Negocios: 20 % de descuento durante 12 meses',
    amount: '20',
    amountUnit: 'PERCENTS',
    duration: 12,
    durationUnit: 'months',
  },
];

interface AdicionalTemplate {
  code: string;
  name: string;
  segment: Segment;
  /** Price with VAT at A's level; stored net, 4 decimals. */
  grossCents: number;
  /** Data in GB; null: unlimited. */
  dataGb: number | null;
  maxNumber: number;
}

const ADICIONALES: readonly AdicionalTemplate[] = [
  {
    code: '10gb',
    name: 'Línea adicional 10GB',
    segment: 'PARTICULAR',
    grossCents: 599,
    dataGb: 10,
    maxNumber: 4,
  },
  {
    code: '50gb',
    name: 'Línea adicional 50GB',
    segment: 'PARTICULAR',
    grossCents: 999,
    dataGb: 50,
    maxNumber: 4,
  },
  {
    code: 'ilimitada',
    name: 'Línea adicional ilimitada',
    segment: 'PARTICULAR',
    grossCents: 1500,
    dataGb: null,
    maxNumber: 4,
  },
  {
    code: 'negocio-30gb',
    name: 'Línea adicional Negocio 30GB',
    segment: 'NEGOCIOS',
    grossCents: 1000,
    dataGb: 30,
    maxNumber: 10,
  },
  {
    code: 'negocio-ilimitada',
    name: 'Línea adicional Negocio ilimitada',
    segment: 'NEGOCIOS',
    grossCents: 1800,
    dataGb: null,
    maxNumber: 10,
  },
];

interface SvaTemplate {
  code: string;
  name: string;
  segment: Segment;
  cents: number;
  permanence: number | null;
  moreInfo: string;
  /** Television: comes with a free trial. */
  tv?: boolean;
  /** Offered only with a fibre line (TV, a switchboard, a fixed IP). */
  fibre?: boolean;
}

const SVAS: readonly SvaTemplate[] = [
  {
    code: 'netflix',
    name: 'Netflix Estándar',
    segment: 'PARTICULAR',
    cents: 1399,
    permanence: null,
    moreInfo: 'Dos pantallas a la vez en HD, facturado con la tarifa.',
    tv: true,
    fibre: true,
  },
  {
    code: 'disney',
    name: 'Disney+ Estándar',
    segment: 'PARTICULAR',
    cents: 999,
    permanence: null,
    moreInfo: 'Disney, Pixar, Marvel, Star Wars y National Geographic.',
    tv: true,
    fibre: true,
  },
  {
    code: 'futbol',
    name: 'Paquete Fútbol',
    segment: 'PARTICULAR',
    cents: 2990,
    permanence: 12,
    moreInfo: 'LaLiga y Champions League en el descodificador.',
    tv: true,
    fibre: true,
  },
  {
    code: 'seguridad',
    name: 'Seguridad Digital',
    segment: 'PARTICULAR',
    cents: 299,
    permanence: null,
    moreInfo: 'Antivirus y control parental para 5 dispositivos.',
  },
  {
    code: 'centralita',
    name: 'Centralita Virtual',
    segment: 'NEGOCIOS',
    cents: 1500,
    permanence: 12,
    moreInfo: 'Extensiones, locuciones y desvíos desde la web.',
    fibre: true,
  },
  {
    code: 'm365',
    name: 'Microsoft 365 Empresa Básico',
    segment: 'NEGOCIOS',
    cents: 560,
    permanence: 12,
    moreInfo: 'Correo de 50 GB, Teams y 1 TB en OneDrive por usuario.',
  },
  {
    code: 'ip-fija',
    name: 'IP fija',
    segment: 'NEGOCIOS',
    cents: 1000,
    permanence: null,
    moreInfo: 'Una dirección IPv4 fija para servidores y VPN.',
    fibre: true,
  },
];

export interface DemoAdicional extends DemoPrices {
  key: string;
  operator: DemoOperator;
  segment: Segment;
  name: string;
  maxNumber: number;
  dataGb: number | null;
  promotions: string[];
}

export interface DemoSva extends DemoPrices {
  key: string;
  operator: DemoOperator;
  segment: Segment;
  name: string;
  permanence: number | null;
  moreInfo: string;
  promotions: string[];
}

/** Keys that name one item of one operator (and segment), for linking before ids exist. */
export const promotionKey = (operator: DemoOperator, code: string) => `${operator}:promocion:${code}`;
export const adicionalKey = (operator: DemoOperator, code: string) => `${operator}:adicional:${code}`;
export const svaKey = (operator: DemoOperator, code: string) => `${operator}:sva:${code}`;

export function demoAdicionales(): DemoAdicional[] {
  return DEMO_OPERATORS.flatMap((operator) =>
    ADICIONALES.map((template) => ({
      key: adicionalKey(operator, template.code),
      operator,
      segment: template.segment,
      name: template.name,
      maxNumber: template.maxNumber,
      dataGb: template.dataGb,
      price: netOfVat4(operatorCents(template.grossCents, operator)),
      promotions: [promotionKey(operator, 'adicional-12m')],
    })),
  );
}

export function demoSvas(): DemoSva[] {
  return DEMO_OPERATORS.flatMap((operator) =>
    SVAS.map((template) => ({
      key: svaKey(operator, template.code),
      operator,
      segment: template.segment,
      name: template.name,
      permanence: template.permanence,
      moreInfo: template.moreInfo,
      // Third-party content costs the same whichever operator bills it.
      price: euros(template.cents),
      promotions: template.tv ? [promotionKey(operator, 'prueba-15d')] : [],
    })),
  );
}

/** The SVAs a tariff of `segment` offers: those needing fibre only if it has fibre. */
export const svaCodes = (segment: Segment, withFibre: boolean): string[] =>
  SVAS.filter((sva) => sva.segment === segment && (withFibre || !sva.fibre)).map((sva) => sva.code);

/** The additional lines a tariff of `segment` with a mobile line offers. */
export const adicionalCodes = (segment: Segment): string[] =>
  ADICIONALES.filter((line) => line.segment === segment).map((line) => line.code);
