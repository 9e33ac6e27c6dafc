import { describe, expect, it } from 'vitest';
import { catalogueRowActions } from './catalogue-row-actions';

const keys = (options: Parameters<typeof catalogueRowActions>[0]) =>
  catalogueRowActions(options).map((action) => action.key);
const cuotas = { key: 'cuotas', label: 'Cuotas', icon: <span /> };

describe("a catalogue row's actions follow decision 65", () => {
  it.each([
    {
      who: 'an Admin, priced item',
      canWrite: true,
      reads: true,
      priced: true,
      expected: ['editar', 'precios', 'upfronts', 'borrar'],
    },
    {
      who: 'a Manager, priced item',
      canWrite: false,
      reads: true,
      priced: true,
      expected: ['ver', 'precios', 'upfronts'],
    },
    {
      who: 'a Comercial, priced item',
      canWrite: false,
      reads: false,
      priced: true,
      expected: ['ver', 'upfronts'],
    },
    {
      who: 'an Admin, unpriced item',
      canWrite: true,
      reads: true,
      priced: false,
      expected: ['editar', 'borrar'],
    },
    { who: 'a Manager, unpriced item', canWrite: false, reads: true, priced: false, expected: ['ver'] },
  ])('$who', ({ canWrite, reads, priced, expected }) => {
    expect(keys({ canWrite, readsPriceHistory: reads, priced, extra: [] })).toEqual(expected);
  });

  it("puts a screen's own actions before the delete", () => {
    expect(keys({ canWrite: true, readsPriceHistory: true, priced: true, extra: [cuotas] })).toEqual([
      'editar',
      'precios',
      'upfronts',
      'cuotas',
      'borrar',
    ]);
  });
});
