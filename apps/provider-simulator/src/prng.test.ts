import { describe, expect, it } from 'vitest';
import { Azar, azarDe, etiqueta, hash53 } from './prng';

describe('prng', () => {
  it('gives the same sequence for the same inputs and another for others', () => {
    const secuencia = (a: Azar) => Array.from({ length: 20 }, () => a.siguiente());
    expect(secuencia(azarDe('b.lineas', '12345678Z'))).toEqual(secuencia(azarDe('b.lineas', '12345678Z')));
    expect(secuencia(azarDe('b.lineas', '12345678Z'))).not.toEqual(
      secuencia(azarDe('b.lineas', '12345678Y')),
    );
    // The parts are kept apart: ('ab', 'c') is not ('a', 'bc').
    expect(hash53(['ab', 'c'].join('\u0000'))).not.toBe(hash53(['a', 'bc'].join('\u0000')));
  });

  it('keeps entero() within its bounds and reaches both ends', () => {
    const azar = new Azar(42);
    const vistos = new Set<number>();
    for (let i = 0; i < 2000; i++) {
      const n = azar.entero(3, 7);
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(7);
      vistos.add(n);
    }
    expect([...vistos].sort()).toEqual([3, 4, 5, 6, 7]);
  });

  it('matches the published cyrb53 values', () => {
    expect([hash53('a'), hash53('b'), hash53('revenge'), hash53('revenue')]).toEqual([
      7929297801672961, 8684336938537663, 4051478007546757, 8309097637345594,
    ]);
  });

  it('pins the first values, so a change to the generator (and to every answer) is seen', () => {
    expect(etiqueta('12345678Z')).toBe('ab393ca9');
    expect(new Azar(1).entero(0, 1_000_000)).toBe(627074);
    expect(azarDe('a').digitos(12)).toBe('661705715675');
  });
});
