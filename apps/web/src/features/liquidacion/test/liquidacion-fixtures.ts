import type { Liquidacion, PaqueteLiquidacion } from '@ventas/domain/liquidacion/liquidacion-contract';

const paquete = (over: Partial<PaqueteLiquidacion>): PaqueteLiquidacion => ({
  paquete_id: 1,
  oferta_id: 10,
  atencion_id: 100,
  cliente_id: 1000,
  cliente_nombre: 'Ana Pérez',
  comercial_id: 4,
  comercial_nombre: 'Carlos Comercial',
  fecha_venta: '2026-11-03T09:30:00Z',
  tipo_linea: 'LINEA_PRINCIPAL',
  tarifa_nombre: 'Fibra 1 Gb',
  operador: 'Operador A',
  estado: 'ACTIVO',
  familia_id: 7,
  familia_nombre: 'FIBRA',
  upfront: '33.33',
  cuenta: true,
  ...over,
});

/** November 2026: two commercials, a cancelled package and one without upfront. */
export const LIQUIDACION: Liquidacion = {
  mes: '2026-11',
  paquetes: [
    paquete({ paquete_id: 1 }),
    paquete({ paquete_id: 2, cliente_nombre: 'Luis Gil' }),
    paquete({
      paquete_id: 3,
      comercial_id: 3,
      comercial_nombre: 'Marta Gerente',
      cliente_nombre: 'Eva Ruiz',
    }),
    paquete({ paquete_id: 4, estado: 'CANCELADO', cuenta: false, cliente_nombre: 'Juan Sanz' }),
    paquete({
      paquete_id: 5,
      familia_id: null,
      familia_nombre: null,
      upfront: null,
      cuenta: false,
      cliente_nombre: 'Sin Mapa',
    }),
  ],
  por_familia: [{ familia_id: 7, familia_nombre: 'FIBRA', unidades: 3, upfront: '99.99' }],
  por_comercial: [
    { comercial_id: 4, comercial_nombre: 'Carlos Comercial', unidades: 2, upfront: '66.66' },
    { comercial_id: 3, comercial_nombre: 'Marta Gerente', unidades: 1, upfront: '33.33' },
  ],
  total: { unidades: 3, upfront: '1234.56', cancelados: 1, sin_familia: 1 },
};

/** The same month narrowed to Marta. */
export const LIQUIDACION_MARTA: Liquidacion = {
  ...LIQUIDACION,
  paquetes: LIQUIDACION.paquetes.filter((p) => p.comercial_id === 3),
  por_comercial: LIQUIDACION.por_comercial.filter((c) => c.comercial_id === 3),
  total: { unidades: 1, upfront: '33.33', cancelados: 0, sin_familia: 0 },
};
