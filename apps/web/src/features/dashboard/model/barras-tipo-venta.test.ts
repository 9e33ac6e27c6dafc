import { describe, expect, it } from 'vitest';
import type { TipoVentaCount } from '@ventas/domain/gerencia/stats-contract';
import { barrasTipoVenta } from './barras-dashboard';

const RESPUESTA: TipoVentaCount = {
  ventana: { desde: '2026-11-02', hasta: '2026-12-01' },
  comerciales: [7],
  tipos: [
    { tipo_venta: 'PORTABILIDAD', clientes: 5 },
    { tipo_venta: 'Sin tipo', clientes: 1 },
  ],
};

describe('the sales-by-type bars (issue 29 §5)', () => {
  it('show the distributor’s label of each type, and link with the stored value', () => {
    const barras = barrasTipoVenta(RESPUESTA, [{ value: 'PORTABILIDAD', label: 'Portabilidad' }]);
    expect(barras.map((barra) => barra.etiqueta)).toEqual(['Portabilidad', 'Sin tipo']);
    expect(barras[0]?.enlace).toContain('paquete_tipo_venta=PORTABILIDAD');
  });

  it('show the value itself while the list is not there', () => {
    expect(barrasTipoVenta(RESPUESTA).map((barra) => barra.etiqueta)).toEqual(['PORTABILIDAD', 'Sin tipo']);
  });
});
