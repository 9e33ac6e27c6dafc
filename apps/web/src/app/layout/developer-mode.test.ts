import { describe, expect, it } from 'vitest';
import { tapOutcome } from './developer-mode';

describe('developer mode taps (SPEC §2)', () => {
  it.each([
    [1, { kind: 'none' }],
    [3, { kind: 'none' }],
    [4, { kind: 'hint', message: 'Estás a 4 pulsaciones de activar el modo desarrollador' }],
    [6, { kind: 'hint', message: 'Estás a 2 pulsaciones de activar el modo desarrollador' }],
    [7, { kind: 'hint', message: 'Estás a 1 pulsación de activar el modo desarrollador' }],
    [8, { kind: 'enabled' }],
  ])('after %i taps the outcome is %o', (taps, expected) => {
    expect(tapOutcome(taps)).toEqual(expected);
  });
});
