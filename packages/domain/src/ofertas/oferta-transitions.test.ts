import { describe, expect, it } from 'vitest';
import { ESTADOS_OFERTA, type EstadoOfertaId } from './oferta-estados';
import { canMoveOferta, OFERTA_TRANSITIONS } from './oferta-transitions';

const ids = ESTADOS_OFERTA.map((estado) => estado.id);

describe('offer status transitions (decision 68)', () => {
  it.each([
    [1, 2, true],
    [2, 4, true],
    [2, 6, true],
    [6, 4, true],
    [5, 2, true],
    [3, 1, true],
    [4, 7, true],
    [4, 1, false],
    [4, 2, false],
    [6, 1, false],
    [7, 1, false],
    [7, 4, false],
    [1, 4, false],
  ] as const)('%i → %i is %s', (from, to, allowed) => {
    expect(canMoveOferta(from, to)).toBe(allowed);
  });

  it('always allows keeping the same status, and Cancelada is final', () => {
    for (const id of ids) expect(canMoveOferta(id, id)).toBe(true);
    expect(OFERTA_TRANSITIONS[7]).toEqual([]);
  });

  it('names only statuses that exist and never lists a status as its own next', () => {
    for (const [from, next] of Object.entries(OFERTA_TRANSITIONS)) {
      expect(ids).toContain(Number(from));
      for (const to of next) {
        expect(ids).toContain(to);
        expect(to).not.toBe(Number(from) as EstadoOfertaId);
      }
    }
  });
});
