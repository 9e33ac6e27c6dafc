import { describe, expect, it } from 'vitest';
import { comprobarNuevoOrden, MENSAJES_ORDEN, moverTutorial } from './reordenar';

describe('comprobarNuevoOrden', () => {
  it.each([
    ['the same order', [1, 2, 3], [1, 2, 3], { ok: true }],
    ['a permutation', [1, 2, 3], [3, 1, 2], { ok: true }],
    ['an empty list for no tutorials', [], [], { ok: true }],
    ['a missing id', [1, 2, 3], [3, 1], { ok: false, mensaje: MENSAJES_ORDEN.falta }],
    ['a repeated id', [1, 2, 3], [1, 1, 2, 3], { ok: false, mensaje: MENSAJES_ORDEN.repetido(1) }],
    [
      'a repeated id in place of a missing one',
      [1, 2, 3],
      [1, 2, 2],
      { ok: false, mensaje: MENSAJES_ORDEN.repetido(2) },
    ],
    [
      'an unknown (or another distributor’s) id',
      [1, 2, 3],
      [1, 2, 3, 99],
      { ok: false, mensaje: MENSAJES_ORDEN.desconocido(99) },
    ],
    [
      'an unknown id in place of a known one',
      [1, 2, 3],
      [1, 2, 99],
      { ok: false, mensaje: MENSAJES_ORDEN.desconocido(99) },
    ],
    ['an empty list while tutorials exist', [1], [], { ok: false, mensaje: MENSAJES_ORDEN.falta }],
  ])('judges %s', (_name, actuales, pedidos, expected) => {
    expect(comprobarNuevoOrden(actuales, pedidos)).toEqual(expected);
  });
});

describe('moverTutorial', () => {
  it.each([
    ['the second up', [1, 2, 3], 1, 'arriba', [2, 1, 3]],
    ['the second down', [1, 2, 3], 1, 'abajo', [1, 3, 2]],
    ['the last up', [1, 2, 3], 2, 'arriba', [1, 3, 2]],
    ['the first up (nothing moves)', [1, 2, 3], 0, 'arriba', [1, 2, 3]],
    ['the last down (nothing moves)', [1, 2, 3], 2, 'abajo', [1, 2, 3]],
    ['an index outside the list (nothing moves)', [1, 2, 3], 7, 'arriba', [1, 2, 3]],
  ] as const)('moves %s', (_name, ids, indice, sentido, expected) => {
    expect(moverTutorial(ids, indice, sentido)).toEqual(expected);
  });

  it('leaves the given list untouched', () => {
    const ids = [1, 2];
    moverTutorial(ids, 0, 'abajo');
    expect(ids).toEqual([1, 2]);
  });
});
