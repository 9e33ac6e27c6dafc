import { describe, expect, it } from 'vitest';
import { packageOrderState } from './package-order-state';

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
