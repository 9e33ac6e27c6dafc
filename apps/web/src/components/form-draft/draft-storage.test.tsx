import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { sessionStore } from '../../session/session-store';
import { almacenBorradores, BORRADOR_DIAS, huella, mismaForma, versionDe } from './draft-storage';
import { borradoresFormulario, type ClaveFormulario } from './form-drafts';

const DIA_MS = 86_400_000;
const WRITTEN = new Date('2026-10-01T08:00:00Z');
const AT = WRITTEN.getTime();

interface Valores {
  nombre: string;
  telefonos: string[];
  direccion: { cp: string; localidad: string };
  activo: boolean;
}
const VACIO: Valores = { nombre: '', telefonos: [''], direccion: { cp: '', localidad: '' }, activo: true };
const TECLEADO: Valores = {
  nombre: 'Fibra 600',
  telefonos: ['600 11 22 33', ''],
  direccion: { cp: '50001', localidad: 'Zaragoza' },
  activo: false,
};
const NUEVA_TARIFA: ClaveFormulario = { usuario: 4, tipo: 'catalogo.tarifas', registro: null };
const KEY = 'ventas.borrador.4.catalogo.tarifas.nuevo';

const keys = () => Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index));

describe('a form draft in storage', () => {
  it('reads back what was written, with when and over which saved version', () => {
    borradoresFormulario.guardar(NUEVA_TARIFA, TECLEADO, null, WRITTEN);
    expect(keys()).toEqual([KEY]);
    expect(borradoresFormulario.leer(NUEVA_TARIFA, VACIO, AT)).toEqual({
      guardadoEl: '2026-10-01T08:00:00.000Z',
      base: null,
      draft: TECLEADO,
    });
    const editada = { ...NUEVA_TARIFA, registro: 31 };
    borradoresFormulario.guardar(editada, TECLEADO, '2026-09-30T10:00:00Z', WRITTEN);
    expect(borradoresFormulario.leer(editada, VACIO, AT)?.base).toBe('2026-09-30T10:00:00Z');
  });

  it('keeps one per user, kind of form and record', () => {
    borradoresFormulario.guardar(NUEVA_TARIFA, TECLEADO, null, WRITTEN);
    expect(borradoresFormulario.leer({ ...NUEVA_TARIFA, usuario: 5 }, VACIO, AT)).toBeNull();
    expect(borradoresFormulario.leer({ ...NUEVA_TARIFA, tipo: 'catalogo.sva' }, VACIO, AT)).toBeNull();
    expect(borradoresFormulario.leer({ ...NUEVA_TARIFA, registro: 12 }, VACIO, AT)).toBeNull();
    expect(borradoresFormulario.leer(NUEVA_TARIFA, VACIO, AT)?.draft).toEqual(TECLEADO);
  });

  it('is gone once discarded', () => {
    borradoresFormulario.guardar(NUEVA_TARIFA, TECLEADO, null, WRITTEN);
    borradoresFormulario.borrar(NUEVA_TARIFA);
    expect(keys()).toEqual([]);
  });

  it.each([
    ['written now', 0, true],
    ['a day old', DIA_MS, true],
    [`exactly ${BORRADOR_DIAS} days old`, BORRADOR_DIAS * DIA_MS, true],
    [`older than ${BORRADOR_DIAS} days`, BORRADOR_DIAS * DIA_MS + 1, false],
  ])('%s: offered %s, else dropped from storage', (_name, age, offered) => {
    borradoresFormulario.guardar(NUEVA_TARIFA, TECLEADO, null, WRITTEN);
    expect(borradoresFormulario.leer(NUEVA_TARIFA, VACIO, AT + age) !== null).toBe(offered);
    expect(localStorage.getItem(KEY) !== null).toBe(offered);
  });

  const stored = (draft: unknown) => JSON.stringify({ guardadoEl: WRITTEN.toISOString(), base: null, draft });
  it.each([
    ['not JSON', '{"guardadoEl": '],
    ['JSON of another shape', '[1, 2, 3]'],
    ['no draft', JSON.stringify({ guardadoEl: WRITTEN.toISOString(), base: null })],
    ['no date', JSON.stringify({ base: null, draft: TECLEADO })],
    ['a date that is not one', JSON.stringify({ guardadoEl: 'ayer', base: null, draft: TECLEADO })],
    [
      'a base that is not text',
      JSON.stringify({ guardadoEl: WRITTEN.toISOString(), base: 3, draft: TECLEADO }),
    ],
    ['of an older form, a field short', stored({ ...TECLEADO, activo: undefined })],
    ['of a newer form, a field more', stored({ ...TECLEADO, color: '#fff' })],
    ['a number where the form has text', stored({ ...TECLEADO, nombre: 600 })],
    ['phones that are not text', stored({ ...TECLEADO, telefonos: [600] })],
    ['an address that is text', stored({ ...TECLEADO, direccion: 'Calle Mayor 1' })],
  ])('ignores and drops a stored draft that is %s', (_name, raw) => {
    localStorage.setItem(KEY, raw);
    expect(borradoresFormulario.leer(NUEVA_TARIFA, VACIO, AT)).toBeNull();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('sweeps every old or unreadable form draft, and nothing else in storage', () => {
    const vieja = { ...NUEVA_TARIFA, usuario: 5 };
    borradoresFormulario.guardar(NUEVA_TARIFA, TECLEADO, null, WRITTEN);
    borradoresFormulario.guardar(vieja, TECLEADO, null, new Date(AT - BORRADOR_DIAS * DIA_MS - 1));
    localStorage.setItem('ventas.borrador.4.cuenta.nuevo', 'roto');
    localStorage.setItem('ventas.ofertas.borrador.4.12.nueva', 'de otro almacén');
    localStorage.setItem('access', 'token');

    borradoresFormulario.barrer(AT);

    expect(keys().sort()).toEqual(['access', KEY, 'ventas.ofertas.borrador.4.12.nueva']);
  });

  it('checks a draft with the schema it is read with, and gives what the schema gives', () => {
    const almacen = almacenBorradores('prueba.');
    almacen.guardar('a', { n: '3', sobra: true }, null, WRITTEN);
    const numero = z.object({ n: z.coerce.number() });
    expect(almacen.leer('a', numero, AT)?.draft).toEqual({ n: 3 });
    expect(almacen.leer('a', z.object({ n: z.boolean() }), AT)).toBeNull();
    expect(localStorage.getItem('prueba.a')).toBeNull();
  });
});

describe('a storage that is full or blocked only loses the copy', () => {
  afterEach(() => vi.restoreAllMocks());

  const fallo = (name: string) => () => {
    throw new DOMException('no cabe', name);
  };

  it('swallows a full storage on writing', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(fallo('QuotaExceededError'));
    expect(() => borradoresFormulario.guardar(NUEVA_TARIFA, TECLEADO, null, WRITTEN)).not.toThrow();
    expect(keys()).toEqual([]);
  });

  it('reads nothing, and throws nothing, from a storage the browser blocks', () => {
    borradoresFormulario.guardar(NUEVA_TARIFA, TECLEADO, null, WRITTEN);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(fallo('SecurityError'));
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(fallo('SecurityError'));
    vi.spyOn(Storage.prototype, 'key').mockImplementation(fallo('SecurityError'));
    expect(borradoresFormulario.leer(NUEVA_TARIFA, VACIO, AT)).toBeNull();
    expect(() => borradoresFormulario.borrar(NUEVA_TARIFA)).not.toThrow();
    expect(() => borradoresFormulario.barrer(AT)).not.toThrow();
  });
});

describe('logout on a shared computer', () => {
  it('takes every draft with it (SPEC §4 clears local storage), the offers’ too', () => {
    borradoresFormulario.guardar(NUEVA_TARIFA, TECLEADO, null);
    borradoresFormulario.guardar({ usuario: 4, tipo: 'cliente', registro: null }, TECLEADO, null);
    localStorage.setItem('ventas.ofertas.borrador.4.12.nueva', 'x');
    sessionStore.logout();
    expect(keys()).toEqual([]);
    expect(borradoresFormulario.leer(NUEVA_TARIFA, VACIO)).toBeNull();
  });
});

describe('mismaForma: a draft fits the form it is restored into', () => {
  it.each([
    ['the same values', true, TECLEADO, VACIO],
    ['a longer list of the same items', true, { ...TECLEADO, telefonos: ['1', '2', '3'] }, VACIO],
    ['an empty list', true, { ...TECLEADO, telefonos: [] }, VACIO],
    ['any item where the form opened with an empty list', true, [1, 'a'], []],
    ['null where the form has text', true, { a: null }, { a: '' }],
    ['text where the form has null', true, { a: 'x' }, { a: null }],
    ['an object where the form has null', false, { a: {} }, { a: null }],
    ['a list where the form has an object', false, { ...TECLEADO, direccion: [] }, VACIO],
    ['a key missing', false, { a: '' }, { a: '', b: '' }],
    ['a key more', false, { a: '', b: '', c: '' }, { a: '', b: '' }],
    ['a flag as text', false, { ...TECLEADO, activo: 'true' }, VACIO],
  ])('%s: %s', (_name, fits, valor, modelo) => {
    expect(mismaForma(valor, modelo)).toBe(fits);
  });
});

describe('a record’s version, to tell whether it was saved after the draft', () => {
  it('is its updated_on when it has one, else a mark of its values that any change changes', () => {
    expect(versionDe({ id: 3, updated_on: '2026-10-01T08:00:00Z' }, VACIO)).toBe('2026-10-01T08:00:00Z');
    expect(versionDe({ id: 3 }, VACIO)).toBe(huella(VACIO));
    expect(huella(VACIO)).toBe(huella(structuredClone(VACIO)));
    expect(huella(VACIO)).not.toBe(huella({ ...VACIO, nombre: 'A' }));
    expect(huella(VACIO)).toMatch(/^huella:[0-9a-f]{8}$/);
  });
});
