/**
 * The simulator's answers are a pure function of the request: each handler seeds this generator
 * with a hash of its inputs, so the same request gives the same bytes on every run and machine,
 * and different documents give different data. Not for anything secret.
 */

/** cyrb53: a fast 53-bit string hash with good spread (public domain, bryc). */
export function hash53(texto: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < texto.length; i++) {
    const ch = texto.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/** A short, stable tag of a text for ids (`a1b2c3d4`): lower-case hex, `largo` ≤ 13. */
export function etiqueta(texto: string, largo = 8): string {
  return hash53(texto).toString(16).padStart(14, '0').slice(-largo);
}

/** mulberry32 with helpers for picking believable values. */
export class Azar {
  private estado: number;

  constructor(semilla: number) {
    this.estado = semilla >>> 0 || 0x9e3779b9;
  }

  /** A float in [0, 1). */
  siguiente(): number {
    this.estado = (this.estado + 0x6d2b79f5) >>> 0;
    let t = this.estado;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max], both included. */
  entero(min: number, max: number): number {
    return min + Math.floor(this.siguiente() * (max - min + 1));
  }

  elegir<T>(opciones: readonly T[]): T {
    const valor = opciones[Math.floor(this.siguiente() * opciones.length)];
    if (valor === undefined) throw new Error('elegir() de una lista vacía');
    return valor;
  }

  /** True with probability `p`. */
  probabilidad(p: number): boolean {
    return this.siguiente() < p;
  }

  /** `n` decimal digits as text (leading zeros kept). */
  digitos(n: number): string {
    let texto = '';
    for (let i = 0; i < n; i++) texto += String(this.entero(0, 9));
    return texto;
  }
}

/** The generator for one set of inputs: `azarDe('b.lineas', documento)`. */
export function azarDe(...partes: readonly (string | number)[]): Azar {
  return new Azar(hash53(partes.join('\u0000')));
}
