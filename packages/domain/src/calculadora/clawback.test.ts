import { describe, expect, it } from 'vitest';
import { descuentosPorCancelacion } from './clawback';
import { CLAWBACK_EXAMPLES, MES_ABIERTO, MESES_POR_OPERADOR } from './clawback.examples';

describe('descuentosPorCancelacion (issue 14 clawback)', () => {
  it.each(CLAWBACK_EXAMPLES)('$name', ({ venta, importe, concepto }) => {
    const lines = descuentosPorCancelacion([venta], MES_ABIERTO, MESES_POR_OPERADOR);
    if (importe === null) expect(lines).toEqual([]);
    else {
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({ paquete_id: venta.paquete_id, importe, mes_contado: venta.mes });
      if (concepto) expect(lines[0]!.concepto).toBe(concepto);
    }
  });

  it('lists the month’s lines in the order of the cancellations: 6 (1 June), 2 (3 June), 4 (20 June)', () => {
    const lines = descuentosPorCancelacion(
      CLAWBACK_EXAMPLES.map(({ venta }) => venta),
      MES_ABIERTO,
      MESES_POR_OPERADOR,
    );
    expect(lines.map((line) => [line.paquete_id, line.importe])).toEqual([
      [6, '-12.35'],
      [2, '-40.00'],
      [4, '-25.50'],
    ]);
  });

  it('counts the window across a new year: counted December 2025, cancelled 30 April 2026, d = 4', () => {
    const venta = {
      paquete_id: 11,
      operador: 'A',
      mes: { year: 2025, month: 12 },
      aportacion: '9.99',
      cancelado_el: '2026-04-30',
    };
    expect(descuentosPorCancelacion([venta], { year: 2026, month: 4 })).toMatchObject([{ importe: '-9.99' }]);
    expect(descuentosPorCancelacion([venta], { year: 2026, month: 4 }, { A: 3 })).toEqual([]);
  });
});
