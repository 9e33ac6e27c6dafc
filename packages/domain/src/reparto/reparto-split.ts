/**
 * How a deal-out splits `n` customers among commercials (issue 17), in the order the commercials
 * were given; the customers go in id order, the first `partes[0]` to the first commercial, and so on.
 */

/**
 * Evenly: any two parts differ by at most 1; the remainder goes one each to the first
 * commercials in the given order. 10 among 3 → [4, 3, 3].
 */
export function repartoIgual(n: number, comerciales: number): number[] {
  if (comerciales <= 0) return [];
  const base = Math.floor(n / comerciales);
  const resto = n % comerciales;
  return Array.from({ length: comerciales }, (_, i) => base + (i < resto ? 1 : 0));
}

/**
 * By integer weights, largest remainder method (Hamilton): each part is the floor of its exact
 * share n·w/W, and the customers left over go one each to the largest remainders (a tie to the
 * earlier commercial). The parts add up to exactly n; a zero weight gets none. The shares are
 * compared as integers (n·w mod W), so no rounding decides anything. All weights zero: all zero.
 */
export function repartoPorPesos(n: number, pesos: readonly number[]): number[] {
  const total = pesos.reduce((suma, peso) => suma + peso, 0);
  if (total <= 0) return pesos.map(() => 0);
  const partes = pesos.map((peso) => Math.floor((n * peso) / total));
  const restos = pesos.map((peso, i) => ({ i, resto: (n * peso) % total }));
  let sobran = n - partes.reduce((suma, parte) => suma + parte, 0);
  restos.sort((a, b) => b.resto - a.resto || a.i - b.i);
  for (const { i } of restos) {
    if (sobran === 0) break;
    partes[i] = (partes[i] ?? 0) + 1;
    sobran -= 1;
  }
  return partes;
}

/** The parts of a deal-out in its mode ('igual' ignores the weights). */
export function partesDelReparto(n: number, modo: 'igual' | 'pesos', pesos: readonly number[]): number[] {
  return modo === 'igual' ? repartoIgual(n, pesos.length) : repartoPorPesos(n, pesos);
}
