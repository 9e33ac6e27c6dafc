import type { TARIFF_CATEGORIES } from '@ventas/domain/servicios/tarifa-contract';
import {
  adicionalCodes,
  adicionalKey,
  promotionKey,
  svaCodes,
  svaKey,
  type DemoPromocion,
  type Segment,
} from './extras';
import { DEMO_OPERATORS, euros, operatorCents, type DemoOperator, type DemoPrices } from './prices';

type Category = (typeof TARIFF_CATEGORIES)[number];

interface TariffTemplate {
  name: string;
  category: Category;
  segment: Segment;
  /** Price at A's level (B, D and DBL scale it). */
  cents: number;
  /** Fibre download and upload speed in Mb. */
  fibreMb?: number;
  /** A fixed phone line. */
  fixedPhone?: boolean;
  /** Mobile data in GB; null: unlimited. Absent: no mobile line. */
  mobileGb?: number | null;
  prepaid?: boolean;
}

/** Each operator's tariffs: every category in both segments. */
const TARIFFS: readonly TariffTemplate[] = [
  { name: 'Fibra 300Mb', category: 'fixed_line', segment: 'PARTICULAR', cents: 2590, fibreMb: 300 },
  { name: 'Fibra 1Gb', category: 'fixed_line', segment: 'PARTICULAR', cents: 3590, fibreMb: 1000 },
  {
    name: 'Fijo + Móvil 20GB',
    category: 'mobile_fixed_line',
    segment: 'PARTICULAR',
    cents: 1990,
    fixedPhone: true,
    mobileGb: 20,
  },
  {
    name: 'Fibra 600Mb + Móvil 50GB',
    category: 'convergent',
    segment: 'PARTICULAR',
    cents: 3990,
    fibreMb: 600,
    fixedPhone: true,
    mobileGb: 50,
  },
  {
    name: 'Fibra 1Gb + 2 Móviles ilimitados',
    category: 'convergent',
    segment: 'PARTICULAR',
    cents: 5990,
    fibreMb: 1000,
    fixedPhone: true,
    mobileGb: null,
  },
  {
    name: 'Fibra 1Gb + Móvil ilimitado + TV Total',
    category: 'convergent',
    segment: 'PARTICULAR',
    cents: 7990,
    fibreMb: 1000,
    fixedPhone: true,
    mobileGb: null,
  },
  { name: 'Móvil 25GB', category: 'mobile_line', segment: 'PARTICULAR', cents: 1290, mobileGb: 25 },
  { name: 'Móvil ilimitado', category: 'mobile_line', segment: 'PARTICULAR', cents: 2290, mobileGb: null },
  {
    name: 'Prepago 15GB',
    category: 'mobile_line',
    segment: 'PARTICULAR',
    cents: 1000,
    mobileGb: 15,
    prepaid: true,
  },
  { name: 'Negocio Fibra 600Mb', category: 'fixed_line', segment: 'NEGOCIOS', cents: 2975, fibreMb: 600 },
  {
    name: 'Negocio Fijo + Móvil 50GB',
    category: 'mobile_fixed_line',
    segment: 'NEGOCIOS',
    cents: 2890,
    fixedPhone: true,
    mobileGb: 50,
  },
  {
    name: 'Negocio Fibra 1Gb + Móvil 100GB',
    category: 'convergent',
    segment: 'NEGOCIOS',
    cents: 4950,
    fibreMb: 1000,
    fixedPhone: true,
    mobileGb: 100,
  },
  {
    name: 'Negocio Fibra 1Gb + 3 Móviles + Centralita',
    category: 'convergent',
    segment: 'NEGOCIOS',
    cents: 8990,
    fibreMb: 1000,
    fixedPhone: true,
    mobileGb: null,
  },
  { name: 'Negocio Móvil 50GB', category: 'mobile_line', segment: 'NEGOCIOS', cents: 1650, mobileGb: 50 },
  {
    name: 'Negocio Móvil ilimitado',
    category: 'mobile_line',
    segment: 'NEGOCIOS',
    cents: 2475,
    mobileGb: null,
  },
];

/** Past changes (A's-level price before the change), so history dialogs show two entries. */
const PAST_CHANGES: ReadonlyArray<{ operator: DemoOperator; name: string; previousCents: number }> = [
  { operator: 'A', name: 'Fibra 600Mb + Móvil 50GB', previousCents: 3790 },
  { operator: 'A', name: 'Móvil ilimitado', previousCents: 2490 },
  { operator: 'B', name: 'Fibra 1Gb', previousCents: 3290 },
];
/** The one scheduled change: A's top family bundle goes up in two weeks. */
const SCHEDULED_CHANGE = { operator: 'A', name: 'Fibra 1Gb + 2 Móviles ilimitados', cents: 6290 } as const;

/** The promotions each kind of tariff carries. */
function promotionCodes(template: TariffTemplate): Array<DemoPromocion['code']> {
  if (template.prepaid) return [];
  if (template.segment === 'NEGOCIOS')
    return template.category === 'convergent' ? ['negocio-20p-12m', '10e-6m'] : ['negocio-20p-12m'];
  const byCategory: Record<Category, string[]> = {
    fixed_line: ['mes-gratis'],
    mobile_fixed_line: ['5e-siempre'],
    convergent: ['10e-6m', '50p-3m'],
    mobile_line: ['50p-3m'],
  };
  return byCategory[template.category];
}

const speed = (mb: number) => (mb >= 1000 ? { amount: mb / 1000, unit: 'Gb' } : { amount: mb, unit: 'Mb' });
const unlimitedMinutes = { amount: null, unit: 'min' };

/** SPEC §3 fixed_line_info, as the tariff form sends it (the domain schema normalises it). */
function fixedLineInfo(template: TariffTemplate) {
  if (template.fibreMb === undefined && !template.fixedPhone) return null;
  return {
    type: template.fibreMb === undefined ? 'Fijo' : 'Fibra FTTH',
    owners: 1,
    upload_speed: template.fibreMb === undefined ? null : speed(template.fibreMb),
    download_speed: template.fibreMb === undefined ? null : speed(template.fibreMb),
    voice_to_fixed: template.fixedPhone ? unlimitedMinutes : null,
    voice_to_mobile: template.fixedPhone ? { amount: 1000, unit: 'min' } : null,
  };
}

function mobileLineInfo(template: TariffTemplate) {
  if (template.mobileGb === undefined) return null;
  return {
    mobile_line_data: { amount: template.mobileGb, unit: 'GB' },
    mobile_line_voice: unlimitedMinutes,
    // Business lines include calls abroad; SPEC §5 drops zero foreign minutes anyway.
    voice_to_foreign: template.segment === 'NEGOCIOS' ? { amount: 100, unit: 'min' } : null,
  };
}

export interface DemoTarifa extends DemoPrices {
  key: string;
  name: string;
  category: Category;
  segment: Segment;
  operator: DemoOperator;
  paymentType: string;
  color: string;
  commercialEnrichment: string | null;
  fixedLineInfo: ReturnType<typeof fixedLineInfo>;
  mobileLineInfo: ReturnType<typeof mobileLineInfo>;
  promotions: string[];
  adicionales: string[];
  svas: string[];
  /** Sold with a financed terminal (a postpaid mobile line). */
  financesTerminals: boolean;
  /** The objective type (demo-seed.ts) its sales count towards, for its upfront. */
  familia: string;
  cents: number;
}

const COLORS: Record<Category, string> = {
  fixed_line: '#1565c0',
  mobile_fixed_line: '#6a1b9a',
  convergent: '#2e7d32',
  mobile_line: '#ef6c00',
};

function familiaOf(template: TariffTemplate): string {
  if (template.prepaid) return 'PREPAGO';
  if (template.category === 'mobile_line') return 'POSPAGO';
  if (template.name.includes('TV')) return 'TV';
  return template.segment === 'PARTICULAR' ? 'FIJOS PARTICULAR' : 'FIJOS PRO';
}

export const tarifaKey = (operator: DemoOperator, segment: Segment, name: string) =>
  `${operator}:tarifa:${segment}:${name}`;

function demoTarifa(operator: DemoOperator, template: TariffTemplate): DemoTarifa {
  // Consumer prices end in ,90; business prices are net and exact to the cent.
  const scale = (cents: number) => operatorCents(cents, operator, template.segment === 'PARTICULAR');
  const cents = scale(template.cents);
  const past = PAST_CHANGES.find((change) => change.operator === operator && change.name === template.name);
  const scheduled =
    SCHEDULED_CHANGE.operator === operator && SCHEDULED_CHANGE.name === template.name
      ? euros(scale(SCHEDULED_CHANGE.cents))
      : undefined;
  const withMobile = template.mobileGb !== undefined && !template.prepaid;
  return {
    key: tarifaKey(operator, template.segment, template.name),
    name: template.name,
    category: template.category,
    segment: template.segment,
    operator,
    paymentType: template.prepaid ? 'Prepago' : 'Pospago',
    color: COLORS[template.category],
    commercialEnrichment: template.prepaid
      ? null
      : withMobile
        ? 'Sin permanencia; 24 meses si se financia un terminal.'
        : 'Sin permanencia. Instalación gratuita.',
    fixedLineInfo: fixedLineInfo(template),
    mobileLineInfo: mobileLineInfo(template),
    promotions: promotionCodes(template).map((code) => promotionKey(operator, code)),
    adicionales: withMobile
      ? adicionalCodes(template.segment).map((code) => adicionalKey(operator, code))
      : [],
    svas: template.prepaid
      ? []
      : svaCodes(template.segment, template.fibreMb !== undefined).map((code) => svaKey(operator, code)),
    financesTerminals: withMobile && template.category !== 'mobile_fixed_line',
    familia: familiaOf(template),
    cents,
    price: euros(cents),
    previousPrice: past ? euros(scale(past.previousCents)) : undefined,
    scheduledPrice: scheduled,
  };
}

export function demoTarifas(): DemoTarifa[] {
  return DEMO_OPERATORS.flatMap((operator) => TARIFFS.map((template) => demoTarifa(operator, template)));
}
