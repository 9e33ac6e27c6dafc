import { describe, expect, it } from 'vitest';
import { paqueteFormSchema, type PaqueteFormInput } from './oferta-contract';
import type { CotizacionPaquete } from './oferta-cotizacion';
import {
  lineaKey,
  quoteOferta,
  segmentoYOperador,
  type QuoteCatalogue,
  type QuoteLinea,
} from './quote-oferta';

const linea = (fields: Partial<QuoteLinea> & Pick<QuoteLinea, 'id' | 'kind'>): QuoteLinea => ({
  name: `${fields.kind} ${fields.id}`,
  operator: 'A',
  segment: 'PARTICULAR',
  is_active: true,
  price: '30.00',
  promotions: [],
  svas: [],
  ...fields,
});

const lineas = [
  linea({ id: 1, kind: 'tarifa', promotions: [10, 11], svas: [30] }),
  linea({ id: 2, kind: 'tarifa', operator: 'B' }),
  linea({ id: 3, kind: 'tarifa', segment: 'NEGOCIOS' }),
  linea({ id: 4, kind: 'tarifa', is_active: false }),
  linea({ id: 5, kind: 'tarifa', price: null }),
  linea({ id: 6, kind: 'tarifa', operator: 'DBL', segment: 'PARTICULAR' }),
  linea({ id: 20, kind: 'adicional', price: '10.0000' }),
  linea({ id: 30, kind: 'sva', price: '2.00' }),
  linea({ id: 31, kind: 'sva', price: '3.00' }),
];

const catalogue: QuoteCatalogue = {
  lineas: new Map(lineas.map((row) => [lineaKey(row.kind, row.id), row])),
  promociones: new Map([
    [
      10,
      {
        id: 10,
        name: '5 €',
        operator: 'A',
        is_active: true,
        amount: '5.0000',
        amount_unit: 'MONETARY',
        duration: 3,
        duration_unit: 'months',
      },
    ],
    [
      11,
      {
        id: 11,
        name: '10 %',
        operator: 'A',
        is_active: true,
        amount: '10.0000',
        amount_unit: 'PERCENTS',
        duration: 45,
        duration_unit: 'days',
      },
    ],
    [
      12,
      {
        id: 12,
        name: 'Ajena',
        operator: 'A',
        is_active: true,
        amount: '1.0000',
        amount_unit: 'MONETARY',
        duration: null,
        duration_unit: null,
      },
    ],
  ]),
  terminales: new Map([
    [40, { id: 40, name: 'Móvil A', operator: 'A', is_active: true }],
    [41, { id: 41, name: 'Móvil B', operator: 'B', is_active: true }],
  ]),
  installments: [
    {
      id: 50,
      terminal_id: 40,
      installment_type: 'adicional',
      object_id: 20,
      initial_price: '0.00',
      month_price: '15.00',
      final_price: '50.00',
      is_active: true,
    },
    {
      id: 51,
      terminal_id: 41,
      installment_type: 'tarifa',
      object_id: 6,
      initial_price: '0.00',
      month_price: '12.00',
      final_price: '0.00',
      is_active: true,
    },
  ],
  seguros: new Map([[60, { id: 60, name: 'Seguro', operator: 'A', is_active: true, price: '4.95' }]]),
  terminalesDe: new Map([
    ['A', 'A'],
    ['B', 'B'],
    ['DBL', 'B'],
  ]),
};

const form = (input: PaqueteFormInput) => paqueteFormSchema.parse(input);
const quote = (paquetes: PaqueteFormInput[], previous = new Map<number, CotizacionPaquete>()) =>
  quoteOferta({ paquetes: paquetes.map(form), catalogue, previous, clienteSegmento: 'PARTICULAR' });

describe('segmentoYOperador (SPEC §4)', () => {
  it.each([
    ['the first package', { operator: 'A', segment: 'PARTICULAR' }, 'PARTICULAR', 'A'],
    ['DBL forces NEGOCIOS', { operator: 'DBL', segment: 'PARTICULAR' }, 'NEGOCIOS', 'DBL'],
    ['no package: the customer', null, 'NEGOCIOS', null],
  ] as const)('%s', (_name, first, segmento, operador) => {
    expect(segmentoYOperador(first, 'NEGOCIOS')).toEqual({ segmento, operador });
  });
});

describe('quoteOferta: what each package quotes', () => {
  it('quotes a tariff with its promotions (days count in started months), SVAs, and a line with a terminal and insurance', () => {
    const result = quote([
      {
        tarifa: 1,
        promotion_priority: [{ promotion: 11 }, { promotion: 10, priority_order: 5 }],
        svas: [30],
      },
      { tipoLinea: 'LINEA_ADICIONAL', tarifa: 20, cacharro: 40, seguro: 60 },
    ]);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result).toMatchObject({ segmento: 'PARTICULAR', operador: 'A' });
    const [principal, adicional] = result.cotizaciones;
    expect(principal?.promociones).toEqual([
      { id: 11, nombre: '10 %', amount: '10.0000', amount_unit: 'PERCENTS', months: 2, priority_order: 1 },
      { id: 10, nombre: '5 €', amount: '5.0000', amount_unit: 'MONETARY', months: 3, priority_order: 5 },
    ]);
    expect(principal?.svas).toEqual([{ id: 30, nombre: 'sva 30', precio: '2.00' }]);
    expect(adicional?.terminal).toMatchObject({ id: 40, installment: 50, month_price: '15.00' });
    expect(adicional?.seguro).toEqual({ id: 60, nombre: 'Seguro', precio: '4.95' });
  });

  it('lets DBL sell B terminals', () => {
    const result = quote([{ tarifa: 6, cacharro: 41 }]);
    expect(result).toMatchObject({ ok: true, segmento: 'NEGOCIOS', operador: 'DBL' });
  });

  it('keeps what a package quoted before, item by item, and quotes the rest anew', () => {
    const before: CotizacionPaquete = {
      linea: {
        id: 1,
        kind: 'tarifa',
        nombre: 'Antes',
        operator: 'A',
        segment: 'PARTICULAR',
        precio: '25.00',
      },
      promociones: [
        { id: 10, nombre: '5 €', amount: '4.0000', amount_unit: 'MONETARY', months: 3, priority_order: 1 },
      ],
      terminal: null,
      seguro: null,
      svas: [],
    };
    const result = quote(
      [{ id: 7, tarifa: 1, promotion_priority: [{ promotion: 10 }, { promotion: 11 }], svas: [30] }],
      new Map([[7, before]]),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const [cotizacion] = result.cotizaciones;
    expect(cotizacion?.linea.precio).toBe('25.00');
    expect(cotizacion?.promociones.map((p) => p.amount)).toEqual(['4.0000', '10.0000']);
    expect(cotizacion?.svas[0]?.precio).toBe('2.00');
  });
});

describe('quoteOferta: what it refuses, by field', () => {
  it.each([
    ['an unknown tariff', [{ tarifa: 99 }], 'paquetes.0.tarifa', 'No existe la tarifa'],
    ['an inactive tariff', [{ tarifa: 4 }], 'paquetes.0.tarifa', 'La tarifa no está activa'],
    [
      'a tariff without price',
      [{ tarifa: 5 }],
      'paquetes.0.tarifa',
      'La tarifa no tiene precio en la fecha de la oferta',
    ],
    [
      'an unknown additional line',
      [{ tipoLinea: 'LINEA_ADICIONAL', tarifa: 1 }],
      'paquetes.0.tarifa',
      'No existe la línea adicional',
    ],
    [
      'another operator',
      [{ tarifa: 1 }, { tarifa: 2 }],
      'paquetes.1.tarifa',
      'La tarifa no es del operador de la oferta (A)',
    ],
    [
      'another segment',
      [{ tarifa: 1 }, { tarifa: 3 }],
      'paquetes.1.tarifa',
      'La tarifa no es del segmento de la oferta (PARTICULAR)',
    ],
    [
      'a promotion the tariff lacks',
      [{ tarifa: 1, promotion: 12 }],
      'paquetes.0.promociones',
      'La promoción no se aplica a esta tarifa',
    ],
    [
      'an SVA the tariff lacks',
      [{ tarifa: 1, svas: [31] }],
      'paquetes.0.svas',
      'El SVA no se ofrece con esta tarifa',
    ],
    [
      'a terminal of another operator',
      [{ tarifa: 1, cacharro: 41 }],
      'paquetes.0.cacharro',
      'El dispositivo no es del operador de la oferta (A)',
    ],
    [
      'a terminal without a plan for the line',
      [{ tarifa: 1, cacharro: 40 }],
      'paquetes.0.cacharro',
      'El dispositivo no tiene cuotas para esta tarifa',
    ],
    [
      'a terminal on an SVA line',
      [{ tipoLinea: 'LINEA_ADICIONAL_SVA', tarifa: 30, cacharro: 40 }],
      'paquetes.0.cacharro',
      'Una línea SVA no lleva dispositivo',
    ],
    ['an unknown insurance', [{ tarifa: 1, seguro: 61 }], 'paquetes.0.seguro', 'No existe el seguro'],
  ] as const)('%s', (_name, paquetes, path, message) => {
    const result = quote([...paquetes] as PaqueteFormInput[]);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors[path]).toEqual([message]);
  });
});
