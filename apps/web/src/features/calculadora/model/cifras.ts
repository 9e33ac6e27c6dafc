import type { DecimalAmount } from '@ventas/domain/money/decimal-amount';
import { formatPercent } from '@ventas/domain/money/euro-format';

/**
 * A figure as Spanish readers write it, without trailing zeros: '10', '2,5'. Targets and sales
 * count units (decision 82), so '10.00' reads '10'.
 */
export function cifra(value: DecimalAmount): string {
  const trimmed = value.includes('.') ? value.replace(/\.?0+$/, '') : value;
  return trimmed.replace('.', ',');
}

/** A percent, or blank when there is none (objetivo_porc with a target of 0, SPEC §3). */
export const porcentaje = (value: DecimalAmount | null): string =>
  value === null ? '' : formatPercent(value);

/** SPEC §3: five_percent is −1 when the target is 0, and then shows blank. */
export const ritmoEsperado = (value: DecimalAmount): string => (Number(value) < 0 ? '' : cifra(value));
