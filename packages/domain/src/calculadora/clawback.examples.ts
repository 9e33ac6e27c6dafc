import type { VentaContada } from './clawback';
import type { Mes } from './mes';

/**
 * Worked examples of the clawback (issue 14): open month June 2026; operator A keeps the default
 * window of 4 months, B has 2, D none. "d" is the months from the month counted to June.
 */
export const MES_ABIERTO: Mes = { year: 2026, month: 6 };
export const MESES_POR_OPERADOR = { B: 2, D: 0 };

const venta = (
  paquete_id: number,
  operador: string,
  month: number,
  aportacion: string,
  cancelado_el: string | null,
  descripcion: string | null = null,
): VentaContada => ({
  paquete_id,
  operador,
  mes: { year: 2026, month },
  aportacion,
  cancelado_el,
  descripcion,
});

export interface ClawbackExample {
  name: string;
  venta: VentaContada;
  /** The line's amount, or null when the sale takes nothing back this month. */
  importe: string | null;
  concepto?: string;
}

export const CLAWBACK_EXAMPLES: ClawbackExample[] = [
  {
    name: 'A, counted in January, cancelled 10 June: d = 5 > 4, kept',
    venta: venta(1, 'A', 1, '50.00', '2026-06-10'),
    importe: null,
  },
  {
    name: 'A, counted in February, cancelled 3 June: d = 4 ≤ 4, −40',
    venta: venta(2, 'A', 2, '40.00', '2026-06-03', 'Fibra 600 Mb · Ana López'),
    importe: '-40.00',
    concepto:
      'Cancelación de Fibra 600 Mb · Ana López (paquete 2), contado en febrero de 2026, cancelado el 03/06/2026',
  },
  {
    name: 'B (2 months), counted in March, cancelled 15 June: d = 3 > 2, kept',
    venta: venta(3, 'B', 3, '30.00', '2026-06-15'),
    importe: null,
  },
  {
    name: 'B (2 months), counted in April, cancelled 20 June: d = 2 ≤ 2, −25.50',
    venta: venta(4, 'B', 4, '25.50', '2026-06-20'),
    importe: '-25.50',
    concepto: 'Cancelación de paquete 4, contado en abril de 2026, cancelado el 20/06/2026',
  },
  {
    name: 'A, counted in May, still standing: nothing',
    venta: venta(5, 'A', 5, '10.00', null),
    importe: null,
  },
  {
    name: 'A, counted in May, cancelled 1 June: d = 1, −12.345 → −12.35 (half away from zero)',
    venta: venta(6, 'A', 5, '12.345', '2026-06-01'),
    importe: '-12.35',
  },
  {
    name: 'A, counted in April, cancelled 20 May: that line was May’s, a closed month',
    venta: venta(7, 'A', 4, '15.00', '2026-05-20'),
    importe: null,
  },
  {
    name: 'A, counted in June and cancelled in June: d = 0, June never counted it',
    venta: venta(8, 'A', 6, '20.00', '2026-06-25'),
    importe: null,
  },
  {
    name: 'D (no window), counted in May, cancelled 2 June: kept',
    venta: venta(9, 'D', 5, '18.00', '2026-06-02'),
    importe: null,
  },
  {
    name: 'A, a sale that added nothing: nothing to take back',
    venta: venta(10, 'A', 5, '0.00', '2026-06-05'),
    importe: null,
  },
];
