import type { OfferQuote, QuotedPackage, QuotedPromotion } from './price-oferta';

/**
 * Worked examples of SPEC §9's price rules, computed by hand (the comment of each shows the
 * arithmetic). Shared by the domain test and, later, the API's offer tests.
 */
const pkg = (fields: Partial<QuotedPackage>): QuotedPackage => ({
  base: '30.00',
  promotions: [],
  installment: null,
  insurance: null,
  svas: [],
  ...fields,
});
const euros = (
  amount: string,
  months: number | null = null,
  priority_order?: number | null,
): QuotedPromotion => ({
  amount,
  amount_unit: 'MONETARY',
  months,
  ...(priority_order === undefined ? {} : { priority_order }),
});
const percent = (
  amount: string,
  months: number | null = null,
  priority_order?: number | null,
): QuotedPromotion => ({
  amount,
  amount_unit: 'PERCENTS',
  months,
  ...(priority_order === undefined ? {} : { priority_order }),
});

export interface PackageExample {
  name: string;
  quote: Omit<OfferQuote, 'packages'>;
  package: QuotedPackage;
  during: string;
  after: string;
  months: number;
}

const P21 = { segment: 'PARTICULAR', vatRate: '21', byPriority: false } as const;
const N21 = { segment: 'NEGOCIOS', vatRate: '21', byPriority: false } as const;

export const PACKAGE_EXAMPLES: PackageExample[] = [
  {
    name: 'PARTICULAR, no promotion: 30 × 1.21',
    quote: P21,
    package: pkg({}),
    during: '36.30',
    after: '36.30',
    months: 0,
  },
  {
    name: 'NEGOCIOS, no promotion: 30 × 1.21',
    quote: N21,
    package: pkg({}),
    during: '36.30',
    after: '36.30',
    months: 0,
  },
  {
    name: 'PARTICULAR, 5 € off for good: 36.30 − 5',
    quote: P21,
    package: pkg({ promotions: [euros('5')] }),
    during: '31.30',
    after: '31.30',
    months: 0,
  },
  {
    name: 'NEGOCIOS, 5 € off for good: (30 − 5) × 1.21',
    quote: N21,
    package: pkg({ promotions: [euros('5')] }),
    during: '30.25',
    after: '30.25',
    months: 0,
  },
  {
    name: 'PARTICULAR, 50 % for 3 months: 36.30 × 0.5',
    quote: P21,
    package: pkg({ promotions: [percent('50', 3)] }),
    during: '18.15',
    after: '36.30',
    months: 3,
  },
  {
    name: 'NEGOCIOS, 50 % for 3 months: 15 × 1.21',
    quote: N21,
    package: pkg({ promotions: [percent('50', 3)] }),
    during: '18.15',
    after: '36.30',
    months: 3,
  },
  {
    name: 'PARTICULAR, stacked as listed: (36.30 − 10) × 0.8',
    quote: P21,
    package: pkg({ promotions: [euros('10', 6, 2), percent('20', 12, 1)] }),
    during: '21.04',
    after: '36.30',
    months: 12,
  },
  {
    name: 'PARTICULAR, the same stacked by priority: 36.30 × 0.8 − 10',
    quote: { ...P21, byPriority: true },
    package: pkg({ promotions: [euros('10', 6, 2), percent('20', 12, 1)] }),
    during: '19.04',
    after: '36.30',
    months: 12,
  },
  {
    name: 'NEGOCIOS by priority: (40 − 5) × 0.75 × 1.21 = 31.7625',
    quote: { ...N21, byPriority: true },
    package: pkg({ base: '40', promotions: [percent('25', 12, 2), euros('5', 12, 1)] }),
    during: '31.76',
    after: '48.40',
    months: 12,
  },
  {
    name: 'a priority missing goes last: 60.50 × 0.9 − 5',
    quote: { ...P21, byPriority: true },
    package: pkg({ base: '50', promotions: [euros('5', null, null), percent('10', 6, 1)] }),
    during: '49.45',
    after: '55.50',
    months: 6,
  },
  {
    name: 'PARTICULAR, a promotion larger than the price: 12.10 − 15 → 0',
    quote: P21,
    package: pkg({ base: '10', promotions: [euros('15', 2)] }),
    during: '0.00',
    after: '12.10',
    months: 2,
  },
  {
    name: 'NEGOCIOS, larger than the price: (10 − 15 → 0) × 1.21',
    quote: N21,
    package: pkg({ base: '10', promotions: [euros('15', 2)] }),
    during: '0.00',
    after: '12.10',
    months: 2,
  },
  {
    name: 'a floor at 0 holds through a later percentage',
    quote: P21,
    package: pkg({ base: '10', promotions: [euros('20', 1), percent('50', 1)] }),
    during: '0.00',
    after: '12.10',
    months: 1,
  },
  {
    name: '100 % off',
    quote: P21,
    package: pkg({ base: '25', promotions: [percent('100', 1)] }),
    during: '0.00',
    after: '30.25',
    months: 1,
  },
  {
    name: 'with a terminal: 36.30 + 15 (installment VAT included)',
    quote: P21,
    package: pkg({ installment: '15.00' }),
    during: '51.30',
    after: '51.30',
    months: 0,
  },
  {
    name: 'with insurance: 36.30 + 5 × 1.21',
    quote: P21,
    package: pkg({ insurance: '5.00' }),
    during: '42.35',
    after: '42.35',
    months: 0,
  },
  {
    name: 'NEGOCIOS with promotion, terminal and insurance: 40 × 1.21 + 20 + 8 × 1.21',
    quote: N21,
    package: pkg({ base: '50', promotions: [euros('10', 12)], installment: '20.00', insurance: '8.00' }),
    during: '78.08',
    after: '90.18',
    months: 12,
  },
  {
    name: 'SVAs at VAT: 24.20 + 6.05 + 3.025, rounded at the half cent',
    quote: P21,
    package: pkg({ base: '20', svas: ['5.00', '2.50'] }),
    during: '33.28',
    after: '33.28',
    months: 0,
  },
  {
    name: 'an additional line at 4 decimals: 7.4380 × 1.21 = 8.99998',
    quote: P21,
    package: pkg({ base: '7.4380' }),
    during: '9.00',
    after: '9.00',
    months: 0,
  },
  {
    name: 'a 7 % rate (Canarias, IGIC): 30 × 1.07',
    quote: { ...P21, vatRate: '7' },
    package: pkg({}),
    during: '32.10',
    after: '32.10',
    months: 0,
  },
  {
    name: 'a 4 % rate: 30 × 1.04',
    quote: { ...P21, vatRate: '4' },
    package: pkg({}),
    during: '31.20',
    after: '31.20',
    months: 0,
  },
  {
    name: 'a 10 % rate, NEGOCIOS, half-cent: (9.99 × 0.85) × 1.1 = 9.34065',
    quote: { ...N21, vatRate: '10' },
    package: pkg({ base: '9.99', promotions: [percent('15', 3)] }),
    during: '9.34',
    after: '10.99',
    months: 3,
  },
  {
    name: 'exactly half a cent rounds up: 0.05 × 1.1 = 0.055',
    quote: { ...P21, vatRate: '10' },
    package: pkg({ base: '0.05' }),
    during: '0.06',
    after: '0.06',
    months: 0,
  },
  {
    name: 'just under half a cent rounds down: 1.2349',
    quote: { ...P21, vatRate: '0' },
    package: pkg({ base: '1.2349' }),
    during: '1.23',
    after: '1.23',
    months: 0,
  },
  {
    name: 'NEGOCIOS, 15 % then VAT: 9.99 × 0.85 × 1.21 = 10.274715',
    quote: N21,
    package: pkg({ base: '9.99', promotions: [percent('15', 6)] }),
    during: '10.27',
    after: '12.09',
    months: 6,
  },
  {
    name: 'a lasting and a timed promotion: (48.40 − 5) × 0.5, after 43.40',
    quote: P21,
    package: pkg({ base: '40', promotions: [euros('5'), percent('50', 6)] }),
    during: '21.70',
    after: '43.40',
    months: 6,
  },
];

export interface OfferExample {
  name: string;
  quote: OfferQuote;
  during: string;
  after: string;
}

export const OFFER_EXAMPLES: OfferExample[] = [
  { name: 'no packages', quote: { ...P21, packages: [] }, during: '0.00', after: '0.00' },
  {
    name: 'a convergent tariff plus an additional line with a terminal and insurance',
    quote: {
      ...P21,
      packages: [
        pkg({ base: '45.00', promotions: [percent('20', 12)] }),
        pkg({ base: '8.2645', installment: '22.50', insurance: '4.1322' }),
      ],
    },
    // 45 × 1.21 × 0.8 = 43.56; 8.2645 × 1.21 = 10.000045, + 22.50 + 4.1322 × 1.21 = 5.000;
    // after: 54.45 + 37.50.
    during: '81.06',
    after: '91.95',
  },
  {
    name: 'the total is rounded once: two packages of 0.005 make 0.01, not 0.02',
    quote: { ...P21, vatRate: '0', packages: [pkg({ base: '0.005' }), pkg({ base: '0.005' })] },
    during: '0.01',
    after: '0.01',
  },
];

/**
 * One package in each territory (territorios.ts), at that territory's rate f: a 30.00 line, a
 * 4.95 insurance and a 2.00 SVA taxed, a 15.00 installment as it is: 36.95 × f + 15. A rate
 * that changes in territorios.ts fails here until the expected price is worked out again.
 */
export const TERRITORY_EXAMPLES: Array<{ territorio: string; package: QuotedPackage; during: string }> = [
  { territorio: 'Península', during: '59.71' }, // 36.95 × 1.21 = 44.7095 + 15 = 59.7095
  { territorio: 'Baleares', during: '59.71' }, // the same IVA
  { territorio: 'Canarias', during: '54.54' }, // 36.95 × 1.07 = 39.5365 + 15 = 54.5365
  { territorio: 'Ceuta', during: '55.65' }, // 36.95 × 1.10 = 40.645 + 15 = 55.645 (half a cent up)
  { territorio: 'Melilla', during: '54.91' }, // 36.95 × 1.08 = 39.906 + 15 = 54.906
].map((example) => ({
  ...example,
  package: pkg({ base: '30.00', insurance: '4.95', svas: ['2.00'], installment: '15.00' }),
}));
