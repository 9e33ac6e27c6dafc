import { describe, expect, it } from 'vitest';
import { partesDelReparto, repartoIgual, repartoPorPesos } from './reparto-split';
import { repartoRequestSchema, MENSAJES_REPARTO } from './reparto-contract';

const suma = (partes: number[]) => partes.reduce((a, b) => a + b, 0);

describe('repartoIgual (evenly, remainder to the first commercials)', () => {
  it.each([
    [10, 3, [4, 3, 3]],
    [11, 3, [4, 4, 3]],
    [12, 3, [4, 4, 4]],
    [2, 3, [1, 1, 0]],
    [0, 2, [0, 0]],
    [7, 1, [7]],
    [50_000, 7, [7143, 7143, 7143, 7143, 7143, 7143, 7142]],
  ])('%d customers among %d commercials → %j', (n, k, esperado) => {
    const partes = repartoIgual(n, k);
    expect(partes).toEqual(esperado);
    expect(suma(partes)).toBe(n);
    expect(Math.max(...partes) - Math.min(...partes)).toBeLessThanOrEqual(1);
  });

  it('gives nothing to nobody', () => {
    expect(repartoIgual(5, 0)).toEqual([]);
  });
});

describe('repartoPorPesos (largest remainder)', () => {
  it.each([
    // 10·[1,1,1]/3 = 3.33 each: floors 3,3,3; the one left over to the first (ties by order).
    [10, [1, 1, 1], [4, 3, 3]],
    // 10·[2,1]/3 = 6.67, 3.33: floors 6, 3; remainders 2/3 > 1/3 → the first.
    [10, [2, 1], [7, 3]],
    // 10·[1,2]/3 = 3.33, 6.67 → the second gets the extra one.
    [10, [1, 2], [3, 7]],
    // Zero weight gets none, even when customers are left over.
    [5, [0, 1, 1], [0, 3, 2]],
    [7, [3, 0], [7, 0]],
    // 100·[50,30,20]/100: exact.
    [100, [50, 30, 20], [50, 30, 20]],
    // 7·[1,1,1,1]/4 = 1.75 each: three extra to the first three.
    [7, [1, 1, 1, 1], [2, 2, 2, 1]],
    // 1000·[1,2,3,4]/10 exact; 1001 → 0.1, 0.2, 0.3, 0.4 remainders: the last gets it.
    [1001, [1, 2, 3, 4], [100, 200, 300, 401]],
    [0, [4, 5], [0, 0]],
    [3, [0, 0], [0, 0]],
  ])('%d customers by weights %j → %j', (n, pesos, esperado) => {
    const partes = repartoPorPesos(n, pesos);
    expect(partes).toEqual(esperado);
    if (pesos.some((p) => p > 0)) expect(suma(partes)).toBe(n);
  });

  it('always adds up to n, and each part is within one of its exact share', () => {
    for (let n = 0; n < 200; n += 7)
      for (const pesos of [
        [1, 2, 3],
        [5, 0, 9, 1],
        [1000, 1],
        [3, 3, 3, 3, 3, 3, 3],
      ]) {
        const partes = repartoPorPesos(n, pesos);
        const total = suma(pesos);
        expect(suma(partes)).toBe(n);
        partes.forEach((parte, i) => {
          const exacta = (n * (pesos[i] ?? 0)) / total;
          expect(Math.abs(parte - exacta)).toBeLessThan(1);
        });
      }
  });

  it("'igual' ignores the weights", () => {
    expect(partesDelReparto(10, 'igual', [9, 0, 1])).toEqual([4, 3, 3]);
    expect(partesDelReparto(10, 'pesos', [9, 0, 1])).toEqual([9, 0, 1]);
  });
});

describe('repartoRequestSchema', () => {
  const valido = { filtros: { origenBbdd: '7' }, comerciales: [{ id: 3, peso: 1 }], modo: 'igual' };

  it('reads a Teletrabajo query, and a weight defaults to 1', () => {
    const body = repartoRequestSchema.parse({ ...valido, comerciales: [{ id: 3 }] });
    expect(body.comerciales).toEqual([{ id: 3, peso: 1 }]);
    expect(repartoRequestSchema.parse({ ...valido, filtros: { estadoOferta: ['1', '2'] } }).filtros).toEqual({
      estadoOferta: ['1', '2'],
    });
  });

  it.each([
    [{ comerciales: [] }, MENSAJES_REPARTO.sinComerciales],
    [{ comerciales: [{ id: 3 }, { id: 3 }] }, MENSAJES_REPARTO.repetido],
    [{ modo: 'pesos', comerciales: [{ id: 3, peso: 0 }] }, MENSAJES_REPARTO.pesosACero],
    [{ comerciales: [{ id: 3, peso: -1 }] }, MENSAJES_REPARTO.peso],
    [{ comerciales: [{ id: 3, peso: 1.5 }] }, MENSAJES_REPARTO.peso],
    [{ modo: 'aleatorio' }, MENSAJES_REPARTO.modo],
    [{ filtros: 'origenBbdd=7' }, MENSAJES_REPARTO.filtros],
  ])('refuses %j', (cambio, mensaje) => {
    const result = repartoRequestSchema.safeParse({ ...valido, ...cambio });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(mensaje);
  });
});
