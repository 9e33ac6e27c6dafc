import { Decimal } from 'decimal.js';
import { formatAmount, type DecimalAmount } from './decimal-amount';

/**
 * Splits an amount in cents among shares so the parts add up to it exactly (largest remainder:
 * each part is cut to the cent, then the cents left go one each to the largest cut-offs, the
 * earlier share first on a tie). Shares are weights ≥ 0; all zero gives every part 0.
 */
export function repartirCentimos(total: DecimalAmount, pesos: readonly Decimal.Value[]): DecimalAmount[] {
  const weights = pesos.map((peso) => new Decimal(peso));
  const sum = weights.reduce((acc, weight) => acc.plus(weight), new Decimal(0));
  if (sum.isZero()) return weights.map(() => formatAmount(0, 2));
  const cents = new Decimal(total).times(100);
  const sign = cents.isNegative() ? -1 : 1;
  const exact = weights.map((weight) => cents.abs().times(weight).dividedBy(sum));
  const parts = exact.map((value) => value.floor());
  let left = cents
    .abs()
    .minus(parts.reduce((acc, part) => acc.plus(part), new Decimal(0)))
    .toNumber();
  const order = exact
    .map((value, index) => ({ index, cut: value.minus(parts[index]!) }))
    .sort((a, b) => b.cut.comparedTo(a.cut) || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    parts[index] = parts[index]!.plus(1);
    left -= 1;
  }
  return parts.map((part) => formatAmount(part.times(sign).dividedBy(100), 2));
}
