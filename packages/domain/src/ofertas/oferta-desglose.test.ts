import { Decimal } from 'decimal.js';
import { describe, expect, it } from 'vitest';
import type { CotizacionPaquete } from './oferta-cotizacion';
import { quotedPackageOf } from './oferta-cotizacion';
import { ajustePorRedondeo, desglosePaquete, ivaDelPaquete } from './oferta-desglose';
import { priceOffer } from './price-oferta';

const linea = {
  id: 1,
  kind: 'tarifa',
  nombre: 'Fibra',
  operator: 'A',
  segment: 'PARTICULAR',
  precio: '39.90',
} as const;
const cinco = {
  id: 10,
  nombre: '5 €',
  amount: '5.0000',
  amount_unit: 'MONETARY',
  months: 3,
  priority_order: 1,
} as const;
const diez = {
  id: 11,
  nombre: '10 %',
  amount: '10.0000',
  amount_unit: 'PERCENTS',
  months: null,
  priority_order: 2,
} as const;

const COMPLETA: CotizacionPaquete = {
  linea,
  promociones: [diez, cinco],
  terminal: {
    id: 4,
    nombre: 'Galaxy',
    installment: 5,
    initial_price: '0.00',
    month_price: '15.00',
    final_price: '0.00',
  },
  seguro: { id: 6, nombre: 'Móvil', precio: '4.95' },
  svas: [{ id: 7, nombre: 'Antivirus', precio: '2.00' }],
};

describe('desglosePaquete: the lines of a package, tax included', () => {
  it('PARTICULAR: the tax before the promotions, by priority (39.90 × 1.21 = 48.279; − 5; × 0.9)', () => {
    const lines = desglosePaquete(COMPLETA, { segment: 'PARTICULAR', vatRate: '21', byPriority: true });
    expect(lines.map((line) => [line.concepto, line.importe])).toEqual([
      ['Tarifa: Fibra', '48.28'],
      ['Promoción: 5 €', '-5.00'],
      ['Promoción: 10 %', '-4.33'], // 43.279 × 0.1
      ['Cuota del dispositivo: Galaxy', '15.00'],
      ['Seguro: Móvil', '5.99'], // 4.95 × 1.21 = 5.9895
      ['SVA: Antivirus', '2.42'],
    ]);
  });

  it('NEGOCIOS: an amount off is taken before the tax, so it shows with it (10 € × 1.21)', () => {
    const cotizacion: CotizacionPaquete = {
      ...COMPLETA,
      linea: { ...linea, precio: '30.00' },
      promociones: [{ ...cinco, amount: '10.0000' }],
      terminal: null,
      seguro: null,
      svas: [],
    };
    const lines = desglosePaquete(cotizacion, { segment: 'NEGOCIOS', vatRate: '21', byPriority: true });
    expect(lines.map((line) => line.importe)).toEqual(['36.30', '-12.10']); // (30 − 10) × 1.21 = 24.20
  });

  it('a promotion larger than the price takes off only what there is', () => {
    const cotizacion: CotizacionPaquete = {
      ...COMPLETA,
      promociones: [{ ...cinco, amount: '100.0000' }],
      terminal: null,
      seguro: null,
      svas: [],
    };
    const lines = desglosePaquete(cotizacion, { segment: 'PARTICULAR', vatRate: '21', byPriority: true });
    expect(lines.map((line) => line.importe)).toEqual(['48.28', '-48.28']);
  });

  it.each([
    ['PARTICULAR', '21'],
    ['NEGOCIOS', '21'],
    ['PARTICULAR', '7'],
    ['NEGOCIOS', '3'],
  ] as const)(
    'adds up exactly to the package price, an adjustment included (%s, %s %%)',
    (segment, vatRate) => {
      const quote = { segment, vatRate, byPriority: true };
      const lines = desglosePaquete(COMPLETA, quote);
      const sum = lines.reduce((total, line) => total.plus(line.importe), new Decimal(0));
      const price = priceOffer({ ...quote, packages: [quotedPackageOf(COMPLETA)] }).during;
      expect(sum.toFixed(2)).toBe(price);
    },
  );

  const SOLO_SEGURO: CotizacionPaquete = {
    ...COMPLETA,
    linea: { ...linea, precio: '24.55' },
    promociones: [],
    terminal: null,
    seguro: { id: 6, nombre: 'Móvil', precio: '4.99' },
    svas: [],
  };

  it.each([
    // Each line on its own: 24.55 × 1.21 = 29.7055 → 29.71; 4.99 × 1.21 = 6.0379 → 6.04. The
    // package, exact: 35.7434 → 35.74, a cent less than the lines: the adjustment says so.
    [
      'the 4,99 € insurance shows 6,04 €, and the cent the lines overshoot is an adjustment',
      SOLO_SEGURO,
      [
        ['Tarifa: Fibra', '29.71'],
        ['Seguro: Móvil', '6.04'],
        ['Ajuste por redondeo', '-0.01'],
      ],
    ],
    // 39.90 × 1.21 = 48.279 → 48.28; 6.0379 → 6.04; exact 54.3169 → 54.32: no adjustment.
    [
      'lines that add up to the price need no adjustment',
      { ...SOLO_SEGURO, linea: { ...linea, precio: '39.90' } },
      [
        ['Tarifa: Fibra', '48.28'],
        ['Seguro: Móvil', '6.04'],
      ],
    ],
    // 10.004 × 1.21 = 12.10484 → 12.10; four SVAs of 0.004 × 1.21 = 0.00484 → 0.00 each;
    // exact 12.1242 → 12.12: two cents the lines do not show.
    [
      'lines rounded down add an adjustment up',
      {
        ...SOLO_SEGURO,
        linea: { ...linea, precio: '10.0040' },
        seguro: null,
        svas: [1, 2, 3, 4].map((id) => ({ id, nombre: `S${id}`, precio: '0.0040' })),
      },
      [
        ['Tarifa: Fibra', '12.10'],
        ['SVA: S1', '0.00'],
        ['SVA: S2', '0.00'],
        ['SVA: S3', '0.00'],
        ['SVA: S4', '0.00'],
        ['Ajuste por redondeo', '0.02'],
      ],
    ],
  ] as const)('%s', (_, cotizacion, expected) => {
    const quote = { segment: 'PARTICULAR', vatRate: '21', byPriority: true } as const;
    const lines = desglosePaquete(cotizacion, quote);
    expect(lines.map((line) => [line.concepto, line.importe])).toEqual(expected);
    const price = priceOffer({ ...quote, packages: [quotedPackageOf(cotizacion)] }).during;
    const sum = lines.reduce((total, line) => total.plus(line.importe), new Decimal(0));
    expect(sum.toFixed(2)).toBe(price);
  });

  it('says how long each promotion lasts and what the device costs first and last', () => {
    const lines = desglosePaquete(COMPLETA, { segment: 'PARTICULAR', vatRate: '21', byPriority: true });
    expect(lines.map((line) => line.detalle)).toEqual([
      null,
      '3 meses',
      'Sin fin',
      'Pago inicial 0,00 € · final 0,00 €',
      null,
      null,
    ]);
  });

  it('tells the tax a package includes, leaving the instalment out', () => {
    // Priced at 21 % minus priced at 0 %:
    // at 21 %: 48.279 − 5 → 43.279 × 0.9 = 38.9511 + 15 + 5.9895 + 2.42 = 62.3606 → 62.36;
    // at 0 %: 39.90 − 5 = 34.90 × 0.9 = 31.41 + 15 + 4.95 + 2 = 53.36. Tax 9.00.
    expect(ivaDelPaquete(COMPLETA, { segment: 'PARTICULAR', vatRate: '21', byPriority: true })).toBe('9.00');
  });
});

describe('ajustePorRedondeo: what a total rounded once differs from its parts rounded each', () => {
  it.each([
    [['29.71', '6.04'], '35.74', '-0.01'],
    [['41.37', '33.09'], '74.46', null],
    [['12.10', '0.00', '0.00'], '12.12', '0.02'],
    [['10.00'], '10.00', null],
    [[], '0.00', null],
  ] as const)('parts %j, total %s → %s', (partes, total, expected) => {
    expect(ajustePorRedondeo(partes, total)).toBe(expected);
  });
});
