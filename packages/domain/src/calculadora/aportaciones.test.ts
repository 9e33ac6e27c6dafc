import { describe, expect, it } from 'vitest';
import {
  aportacionesDeVentas,
  textoMotivoSinParte,
  type FamiliaAportada,
  type MotivoSinParte,
  type VentaAportada,
} from './aportaciones';

const ventas = (...familias: string[]): VentaAportada[] =>
  familias.map((familia, index) => ({ paquete_id: index + 1, familia }));

const EXAMPLES: {
  name: string;
  familias: FamiliaAportada[];
  ventas: VentaAportada[];
  comision: string | null;
  partes: string[];
  /** Why each part is nothing (null: it has a share); all null when omitted. */
  motivos?: (MotivoSinParte | null)[];
}[] = [
  {
    name: 'one family, three sales of 300 €: 100 each',
    familias: [{ familia: 'Fibra', comision_porc: '80.00' }],
    ventas: ventas('Fibra', 'Fibra', 'Fibra'),
    comision: '300.00',
    partes: ['100.00', '100.00', '100.00'],
  },
  {
    name: 'two families 60 % and 30 % of 900 €: Fibra’s 600 over 2 sales, Móvil’s 300 over 3',
    familias: [
      { familia: 'Fibra', comision_porc: '60.00' },
      { familia: 'Móvil', comision_porc: '30.00' },
    ],
    ventas: ventas('Fibra', 'Móvil', 'Fibra', 'Móvil', 'Móvil'),
    comision: '900.00',
    partes: ['300.00', '100.00', '300.00', '100.00', '100.00'],
  },
  {
    name: 'a family without target (0 %) contributed nothing',
    familias: [
      { familia: 'Fibra', comision_porc: '50.00' },
      { familia: 'TV', comision_porc: '0.00' },
    ],
    ventas: ventas('Fibra', 'TV'),
    comision: '200.00',
    partes: ['200.00', '0.00'],
    motivos: [null, 'objetivo_sin_peso'],
  },
  {
    name: 'gated month (no commission): every sale 0',
    familias: [{ familia: 'Fibra', comision_porc: '40.00' }],
    ventas: ventas('Fibra', 'Fibra'),
    comision: null,
    partes: ['0.00', '0.00'],
    motivos: ['sin_comision', 'sin_comision'],
  },
  {
    name: '100 € over three sales: cents add up (33.34 + 33.33 + 33.33)',
    familias: [{ familia: 'Fibra', comision_porc: '100.00' }],
    ventas: ventas('Fibra', 'Fibra', 'Fibra'),
    comision: '100.00',
    partes: ['33.34', '33.33', '33.33'],
  },
  {
    name: 'a sale of a family the month has no objective for contributed nothing',
    familias: [{ familia: 'Fibra', comision_porc: '90.00' }],
    ventas: ventas('Fibra', 'Alarmas'),
    comision: '450.00',
    partes: ['450.00', '0.00'],
    motivos: [null, 'sin_objetivo'],
  },
  {
    name: 'a pool of 0 € pays nothing: every sale 0, for want of a commission, not of an objective',
    familias: [{ familia: 'Fibra', comision_porc: '90.00' }],
    ventas: ventas('Fibra', 'Alarmas'),
    comision: '0.00',
    partes: ['0.00', '0.00'],
    motivos: ['sin_comision', 'sin_comision'],
  },
  {
    name: 'the capped family (150 % × peso) weighs by its capped percent',
    familias: [
      { familia: 'Fibra', comision_porc: '75.00' },
      { familia: 'Móvil', comision_porc: '25.00' },
    ],
    ventas: ventas('Fibra', 'Fibra', 'Fibra', 'Fibra', 'Fibra', 'Fibra', 'Móvil'),
    comision: '1000.00',
    partes: ['125.00', '125.00', '125.00', '125.00', '125.00', '125.00', '250.00'],
  },
  {
    name: 'a COLABORADOR without objectives: no family weighs, so the sales share it equally',
    familias: [],
    ventas: ventas('Fibra', 'Móvil', 'Fibra'),
    comision: '100.00',
    partes: ['33.34', '33.33', '33.33'],
  },
  {
    name: 'no sales: nothing to attribute',
    familias: [{ familia: 'Fibra', comision_porc: '0.00' }],
    ventas: [],
    comision: '100.00',
    partes: [],
  },
];

describe('aportacionesDeVentas (issue 14: each sale’s part of the commission)', () => {
  it.each(EXAMPLES)('$name', ({ familias, ventas: sales, comision, partes, motivos }) => {
    const result = aportacionesDeVentas(familias, sales, comision);
    expect(sales.map((venta) => result.get(venta.paquete_id)?.importe)).toEqual(partes);
    expect(sales.map((venta) => result.get(venta.paquete_id)?.motivo)).toEqual(
      motivos ?? sales.map(() => null),
    );
  });
});

describe('textoMotivoSinParte (issue 29 §5: a part of 0,00 € says why)', () => {
  it.each([
    ['sin_comision', 'sin comisión este mes'],
    ['sin_objetivo', 'sin objetivo de ALARMAS este mes'],
    ['objetivo_sin_peso', 'el objetivo de ALARMAS no suma consecución este mes'],
  ] as const)('%s reads "%s"', (motivo, texto) => {
    expect(textoMotivoSinParte(motivo, 'ALARMAS')).toBe(texto);
  });
});
