import { describe, expect, it } from 'vitest';
import { caidaEn } from './arrastre-pipeline';

describe('a card dropped on a column (decision 68)', () => {
  it.each([
    [1, 1, { tipo: 'nada' }],
    [1, 2, { tipo: 'mover' }],
    [2, 4, { tipo: 'mover' }],
    [6, 4, { tipo: 'mover' }],
    [1, 4, { tipo: 'rechazo', motivo: 'Una oferta pendiente no puede pasar a activada.' }],
    [4, 1, { tipo: 'rechazo', motivo: 'Una oferta activada no puede pasar a pendiente.' }],
    [7, 2, { tipo: 'rechazo', motivo: 'Una oferta cancelada no puede pasar a presentada.' }],
  ] as const)('from %i to %i: %j', (desde, hacia, caida) => {
    expect(caidaEn(desde, hacia)).toEqual(caida);
  });
});
