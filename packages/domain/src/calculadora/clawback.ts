import { Decimal } from 'decimal.js';
import { formatAmount, type DecimalAmount } from '../money/decimal-amount';
import { formatDay } from '../time/madrid';
import { etiquetaMes } from '../time/mes-label';
import { mesDe, mesesEntre, type Mes } from './mes';

/**
 * Issue 14, beyond the spec: a package that turns CANCELADO within a few months after the month
 * it counted in takes back what it contributed. The deduction is a line of the open month's
 * statement; closed months never change.
 */

/** Months after the month a sale counted in during which a cancellation takes it back. */
export const MESES_CLAWBACK_POR_DEFECTO = 4;

/** A sold package as the statements counted it. */
export interface VentaContada {
  paquete_id: number;
  operador: string;
  /** The month its contribution counted in. */
  mes: Mes;
  /** What it added to that month's statement. */
  aportacion: DecimalAmount;
  /** The Madrid day it turned CANCELADO in our records; null while it stands. */
  cancelado_el: string | null;
  /** How the statement names the sale (customer, tariff); the package id otherwise. */
  descripcion?: string | null;
}

export interface LineaDescuento {
  paquete_id: number;
  operador: string;
  mes_contado: Mes;
  cancelado_el: string;
  /** Negative, to 2 decimals. */
  importe: DecimalAmount;
  concepto: string;
}

/** '1' → 'Cancelación de <descripción> (paquete 1), contado en febrero de 2026, cancelado el 03/06/2026'. */
function concepto(venta: VentaContada, cancelado: string): string {
  const que = venta.descripcion
    ? `${venta.descripcion} (paquete ${venta.paquete_id})`
    : `paquete ${venta.paquete_id}`;
  return `Cancelación de ${que}, contado en ${etiquetaMes(venta.mes)}, cancelado el ${formatDay(cancelado)}`;
}

/**
 * The open month's deduction lines: one per sale cancelled during the open month within its
 * operator's window (the N months after the one it counted in: counted in January with 4,
 * cancelled by the end of May). A cancellation in the month it counted in takes nothing back:
 * that month's figures come from the packages standing when it closes. A cancellation dated in
 * an earlier month had its line in that month's statement, which is closed. A sale that added
 * nothing has nothing to take back. Lines in the order of the cancellations.
 */
export function descuentosPorCancelacion(
  ventas: readonly VentaContada[],
  mesAbierto: Mes,
  mesesPorOperador: Readonly<Record<string, number>> = {},
): LineaDescuento[] {
  return ventas
    .flatMap((venta): LineaDescuento[] => {
      const cancelado = venta.cancelado_el;
      if (cancelado === null || mesesEntre(mesDe(cancelado), mesAbierto) !== 0) return [];
      const despues = mesesEntre(venta.mes, mesAbierto);
      const ventana = mesesPorOperador[venta.operador] ?? MESES_CLAWBACK_POR_DEFECTO;
      const aportacion = new Decimal(venta.aportacion);
      if (despues < 1 || despues > ventana || aportacion.isZero()) return [];
      return [
        {
          paquete_id: venta.paquete_id,
          operador: venta.operador,
          mes_contado: venta.mes,
          cancelado_el: cancelado,
          importe: formatAmount(aportacion.negated(), 2),
          concepto: concepto(venta, cancelado),
        },
      ];
    })
    .sort((a, b) => a.cancelado_el.localeCompare(b.cancelado_el) || a.paquete_id - b.paquete_id);
}
