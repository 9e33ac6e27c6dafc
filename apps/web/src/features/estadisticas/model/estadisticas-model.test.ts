import { describe, expect, it } from 'vitest';
import { barrasValor, seriesComerciales, type FilaComercial } from './grafico-comerciales';
import { paresObjetivos } from './grafico-objetivos';
import { ordenarComerciales } from './orden-comerciales';

const MARZO = { desde: '2026-03-02', hasta: '2026-04-01' };
const PERIODO = 'atencion_updated_on_after=2026-03-02&atencion_updated_on_before=2026-04-01';

const fila = (comercial: number, nombre: string, cifras: [number, number, number, number], valor: string) => {
  const [atenciones, ofertas, vendidas, ventas] = cifras;
  return { comercial, nombre, atenciones, ofertas, vendidas, ventas, valor } satisfies FilaComercial;
};
const ANA = fila(4, 'Ana', [7, 0, 3, 5], '99.90');
const BEA = fila(5, 'Bea', [9, 2, 3, 5], '100.00');
const CRUZ = fila(6, 'Cruz', [9, 1, 1, 1], '1000.00');

describe('the objectives chart’s data', () => {
  it('pairs each family’s target and units in its SPEC §9 colour, the percent as the label', () => {
    const pares = paresObjetivos({
      ventana: MARZO,
      comerciales: [4],
      mes: '2026-03',
      familias: [
        { familia: 1, nombre: 'Doctor Go', objetivo: '12.00', consecucion: '0.50', porcentaje: '4.17' },
        { familia: 2, nombre: 'home  go', objetivo: '0.00', consecucion: '3.00', porcentaje: null },
        { familia: 3, nombre: 'FIBRA OTRA', objetivo: '2.00', consecucion: '2.00', porcentaje: '100.00' },
      ],
    });
    expect(pares).toEqual([
      { familia: 'Doctor Go', color: '#c62828', objetivo: 12, consecucion: 0.5, etiqueta: '4,17 %' },
      { familia: 'home  go', color: '#546e7a', objetivo: 0, consecucion: 3, etiqueta: '' },
      // A family the spec does not name takes the rest’s colour by its position (third: the third).
      { familia: 'FIBRA OTRA', color: '#8e24aa', objetivo: 2, consecucion: 2, etiqueta: '100 %' },
    ]);
  });
});

describe('the commercials chart’s data', () => {
  it('has SPEC §9’s count series in order and colour, each bar opening its customers, units and 0s nothing', () => {
    const series = seriesComerciales([ANA, BEA], MARZO);
    expect(series.map(({ clave, etiqueta, color, datos }) => ({ clave, etiqueta, color, datos }))).toEqual([
      { clave: 'atenciones', etiqueta: 'Atenciones', color: '#90caf9', datos: [7, 9] },
      { clave: 'ofertas', etiqueta: 'Ofertas', color: '#1e88e5', datos: [0, 2] },
      { clave: 'vendidas', etiqueta: 'Atenciones vendidas', color: '#43a047', datos: [3, 3] },
      { clave: 'ventas', etiqueta: 'Ventas', color: '#1b5e20', datos: [5, 5] },
    ]);
    expect(series.map((serie) => serie.enlaces)).toEqual([
      [`/teletrabajo?atencion_comercial=4&${PERIODO}`, `/teletrabajo?atencion_comercial=5&${PERIODO}`],
      [null, `/teletrabajo?atencion_comercial=5&atencion_tipo=OFERTA&${PERIODO}`],
      [
        '/teletrabajo?estadoOferta=4&estadoOferta=6&venta_comercial=4&fecha_venta_after=2026-03-02&fecha_venta_before=2026-04-01',
        '/teletrabajo?estadoOferta=4&estadoOferta=6&venta_comercial=5&fecha_venta_after=2026-03-02&fecha_venta_before=2026-04-01',
      ],
      [null, null],
    ]);
  });

  it('draws Ventas valor in its series colour, in euros, opening nothing', () => {
    expect(barrasValor([ANA, CRUZ])).toEqual([
      { etiqueta: 'Ana', valor: 99.9, color: '#f9a825', enlace: null },
      { etiqueta: 'Cruz', valor: 1000, color: '#f9a825', enlace: null },
    ]);
  });
});

describe('the commercials’ order', () => {
  const nombres = (filas: FilaComercial[]) => filas.map((f) => f.nombre);

  it('keeps the ranking’s, or puts the most of a series first with ties by name', () => {
    expect(nombres(ordenarComerciales([CRUZ, BEA, ANA], 'ranking'))).toEqual(['Cruz', 'Bea', 'Ana']);
    expect(nombres(ordenarComerciales([ANA, CRUZ, BEA], 'atenciones'))).toEqual(['Bea', 'Cruz', 'Ana']);
    expect(nombres(ordenarComerciales([CRUZ, BEA, ANA], 'nombre'))).toEqual(['Ana', 'Bea', 'Cruz']);
  });

  it('compares the value as an amount, not as text', () => {
    expect(nombres(ordenarComerciales([ANA, BEA, CRUZ], 'valor'))).toEqual(['Cruz', 'Bea', 'Ana']);
  });
});
