import { describe, expect, it } from 'vitest';
import { packageOrderState, paqueteEstadoFrom } from './package-order-state';

describe('packageOrderState (SPEC §4)', () => {
  it.each([
    [6, 'Enviado'],
    [77, 'Enviado'],
    [76, 'Enviado'],
    [7, 'Cancelado'],
    [8, 'En vuelo'],
    [79, 'En vuelo'],
    [1, null],
    [78, null],
    [-6, null],
  ])('order %i → %s', (order, state) => {
    expect(packageOrderState(order)).toBe(state);
  });
});

describe('paqueteEstadoFrom: what PUT paquete/{id}/ sets (decision 70)', () => {
  it.each([
    ['ACTIVO', 'ACTIVO'],
    ['CANCELADO', 'CANCELADO'],
    ['VUELO', 'VUELO'],
    [6, 'ACTIVO'],
    ['77', 'ACTIVO'],
    [76, 'ACTIVO'],
    [7, 'CANCELADO'],
    ['8', 'VUELO'],
    [79, 'VUELO'],
    ['activo', null],
    [5, null],
    ['0x6', null],
    [' 6', null],
    ['6.0', null],
    [6.5, null],
    ['', null],
  ] as const)('%j → %s', (value, expected) => {
    expect(paqueteEstadoFrom(value)).toBe(expected);
  });
});
