import { Decimal } from 'decimal.js';
import type { DecimalAmount } from '@ventas/domain/money/decimal-amount';
import { formatPercent } from '@ventas/domain/money/euro-format';

/**
 * Units (targets, sales, projections, working days) as Spanish readers write them and as the
 * calculator shows them: no trailing zeros ('6.00' → '6', '4.50' → '4,5'), thousands grouped
 * with a dot ('1234' → '1.234'), exact (decimal.js, never a float).
 */
export function cifra(value: DecimalAmount): string {
  const texto = new Decimal(value).toFixed();
  const [entera = '0', decimales] = texto.replace('-', '').split('.');
  const agrupada = entera.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${texto.startsWith('-') ? '-' : ''}${agrupada}${decimales ? `,${decimales}` : ''}`;
}

/** A percent ('87,5 %'), or a dash when there is none (a target of 0 has none, SPEC §3). */
export const porcentaje = (value: DecimalAmount | null): string =>
  value === null ? '—' : formatPercent(value);

/** How a percent of target reads: on track (≥ 100), close (≥ 80) or behind. */
export type TonoAvance = 'success' | 'warning' | 'error';

export function tonoDeAvance(porc: DecimalAmount | null): TonoAvance | null {
  if (porc === null) return null;
  const valor = new Decimal(porc);
  if (valor.gte(100)) return 'success';
  if (valor.gte(80)) return 'warning';
  return 'error';
}
