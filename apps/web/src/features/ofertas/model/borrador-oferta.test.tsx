import { describe, expect, it } from 'vitest';
import { BORRADOR_DIAS, borradorOferta, mismoValor, type BorradorRef } from './borrador-oferta';
import { emptyPaquete, type OfertaDraft } from './oferta-draft';

const DRAFT: OfertaDraft = {
  operador: 'A',
  segmento: 'PARTICULAR',
  tipoIva: 'Península',
  estado: null,
  precioAnterior: '29,90',
  numeroComercial: '',
  notas: 'Llamar por la tarde',
  fechaAgendado: '',
  recotizar: false,
  cliente: {
    telefonos_contacto: ['610011143'],
    direccion: { direccion: 'Calle Mayor 12', cp: '50001', localidad: 'Zaragoza' },
  },
  paquetes: [{ ...emptyPaquete(), tarifa: 4, promociones: [1, 2] }],
};
const NUEVA: BorradorRef = { userId: 4, clienteId: 12, ofertaId: null };
const KEY = 'ventas.ofertas.borrador.4.12.nueva';
const WRITTEN = new Date('2026-10-01T08:00:00Z');
const DIA_MS = 86_400_000;

describe('the stored offer draft', () => {
  it('reads back what was written, with when and over which saved version', () => {
    borradorOferta.guardar(NUEVA, DRAFT, null, WRITTEN);
    expect(borradorOferta.leer(NUEVA, WRITTEN.getTime())).toEqual({
      guardadoEl: '2026-10-01T08:00:00.000Z',
      base: null,
      draft: DRAFT,
    });
    const edit = { ...NUEVA, ofertaId: 31 };
    borradorOferta.guardar(edit, DRAFT, '2026-09-30T10:00:00Z', WRITTEN);
    expect(borradorOferta.leer(edit, WRITTEN.getTime())?.base).toBe('2026-09-30T10:00:00Z');
  });

  it('keeps one per user, customer and offer', () => {
    borradorOferta.guardar(NUEVA, DRAFT, null, WRITTEN);
    const now = WRITTEN.getTime();
    expect(borradorOferta.leer({ ...NUEVA, userId: 5 }, now)).toBeNull();
    expect(borradorOferta.leer({ ...NUEVA, clienteId: 13 }, now)).toBeNull();
    expect(borradorOferta.leer({ ...NUEVA, ofertaId: 31 }, now)).toBeNull();
    expect(borradorOferta.leer(NUEVA, now)).not.toBeNull();
  });

  it('is gone once discarded', () => {
    borradorOferta.guardar(NUEVA, DRAFT, null, WRITTEN);
    borradorOferta.borrar(NUEVA);
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(borradorOferta.leer(NUEVA, WRITTEN.getTime())).toBeNull();
  });

  it.each([
    ['written now', 0, true],
    ['a day old', DIA_MS, true],
    [`exactly ${BORRADOR_DIAS} days old`, BORRADOR_DIAS * DIA_MS, true],
    [`older than ${BORRADOR_DIAS} days`, BORRADOR_DIAS * DIA_MS + 1, false],
  ])('%s: offered %s, else dropped from storage', (_name, age, offered) => {
    borradorOferta.guardar(NUEVA, DRAFT, null, WRITTEN);
    expect(borradorOferta.leer(NUEVA, WRITTEN.getTime() + age) !== null).toBe(offered);
    expect(localStorage.getItem(KEY) !== null).toBe(offered);
  });

  const stored = (draft: unknown) => JSON.stringify({ guardadoEl: WRITTEN.toISOString(), base: null, draft });
  it.each([
    ['not JSON', '{"guardadoEl": '],
    ['JSON of another shape', '[1, 2, 3]'],
    ['no draft', JSON.stringify({ guardadoEl: WRITTEN.toISOString(), base: null })],
    ['no date', JSON.stringify({ base: null, draft: DRAFT })],
    ['a date that is not one', JSON.stringify({ guardadoEl: 'ayer', base: null, draft: DRAFT })],
    [
      'a package of an unknown line',
      stored({ ...DRAFT, paquetes: [{ ...DRAFT.paquetes[0], tipoLinea: 'FIJO' }] }),
    ],
    ['a tariff id as text', stored({ ...DRAFT, paquetes: [{ ...DRAFT.paquetes[0], tarifa: '4' }] })],
    ['an offer status outside 1–7', stored({ ...DRAFT, estado: 9 })],
    [
      'phones that are not text',
      stored({ ...DRAFT, cliente: { ...DRAFT.cliente, telefonos_contacto: [6] } }),
    ],
    ['more packages than an offer holds', stored({ ...DRAFT, paquetes: Array(21).fill(DRAFT.paquetes[0]) })],
  ])('ignores and drops a stored draft that is %s', (_name, raw) => {
    localStorage.setItem(KEY, raw);
    expect(borradorOferta.leer(NUEVA, WRITTEN.getTime())).toBeNull();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('sweeps every old or malformed draft, and nothing else in storage', () => {
    const otro = { userId: 5, clienteId: 7, ofertaId: 3 };
    borradorOferta.guardar(NUEVA, DRAFT, null, WRITTEN);
    borradorOferta.guardar(otro, DRAFT, null, new Date(WRITTEN.getTime() - BORRADOR_DIAS * DIA_MS - 1));
    localStorage.setItem('ventas.ofertas.borrador.4.13.nueva', 'roto');
    localStorage.setItem('access', 'token');

    borradorOferta.barrer(WRITTEN.getTime());

    const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index));
    expect(keys.sort()).toEqual(['access', KEY]);
  });
});

describe('mismoValor: a draft equal to what the screen opened with is no draft', () => {
  it.each([
    ['the same draft, copied', true, DRAFT, structuredClone(DRAFT)],
    ['keys in another order', true, { a: 1, b: [1, { c: '' }] }, { b: [1, { c: '' }], a: 1 }],
    ['a changed text', false, DRAFT, { ...DRAFT, notas: 'Otra cosa' }],
    ['a package more', false, DRAFT, { ...DRAFT, paquetes: [...DRAFT.paquetes, emptyPaquete()] }],
    ['promotions in another order', false, [1, 2], [2, 1]],
    ['null against an empty text', false, { a: null }, { a: '' }],
    ['a missing key', false, { a: 1 }, { a: 1, b: undefined }],
    ['an array against an object', false, [], {}],
  ])('%s: %s', (_name, same, a, b) => {
    expect(mismoValor(a, b)).toBe(same);
  });
});
