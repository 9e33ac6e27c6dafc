import type { GerenciaFilters } from '@ventas/domain/gerencia/gerencia-filters-contract';

/** The current period of these tests (SPEC §9: 2nd to 1st) and the one before. */
export const PERIODO = { desde: '2026-03-02', hasta: '2026-04-01' };
export const ANTERIOR = { desde: '2026-02-02', hasta: '2026-03-01' };

export const CARLOS = { id: 4, nombre: 'Carlos Comercial', estado: 'ALTA', tipo_comercial: 'TIENDA' };
export const LUCIA = { id: 5, nombre: 'Lucía López', estado: 'ALTA', tipo_comercial: 'DBL' };
export const MARTA = { id: 3, nombre: 'Marta Gerente', estado: 'ALTA', tipo_comercial: 'TIENDA' };
export const BRUNO = { id: 6, nombre: 'Bruno Baja', estado: 'BAJA', tipo_comercial: 'TIENDA' };
export const CUENTAS = [BRUNO, CARLOS, LUCIA, MARTA];

export const OPCIONES: GerenciaFilters = {
  comerciales: CUENTAS,
  estados: ['ALTA', 'VACACIONES', 'BAJA', 'INACTIVO'],
  estado_por_defecto: 'ALTA',
  tipos_comercial: ['TIENDA', 'DBL'],
  familias: [],
  fechas: [
    { clave: 'periodo_actual', etiqueta: 'Periodo actual', ...PERIODO },
    { clave: 'periodo_anterior', etiqueta: 'Periodo anterior', ...ANTERIOR },
  ],
};

/** Each commercial's SPEC §9 series, whatever the window (the window is echoed). */
export const SERIES_DE: Record<
  number,
  { atenciones: number; ofertas: number; vendidas: number; ventas: number; valor: string }
> = {
  [CARLOS.id]: { atenciones: 7, ofertas: 4, vendidas: 3, ventas: 5, valor: '1234.50' },
  [LUCIA.id]: { atenciones: 1209, ofertas: 2, vendidas: 2, ventas: 2, valor: '2300.00' },
  [MARTA.id]: { atenciones: 1, ofertas: 0, vendidas: 0, ventas: 0, valor: '0.00' },
  [BRUNO.id]: { atenciones: 2, ofertas: 1, vendidas: 1, ventas: 1, valor: '45.00' },
};

export const FAMILIAS = [
  { familia: 1, nombre: 'PREPAGO', objetivo: '10.00', consecucion: '6.00', porcentaje: '60.00' },
  { familia: 2, nombre: 'Fijos Pro', objetivo: '4.00', consecucion: '0.50', porcentaje: '12.50' },
  { familia: 3, nombre: 'ENERGIA', objetivo: '0.00', consecucion: '2.00', porcentaje: null },
];

export const TIPOS = [
  { tipo_venta: 'PORTABILIDAD', clientes: 5 },
  { tipo_venta: 'ALTA NUEVA', clientes: 2 },
];

export const ACCIONES = [
  { figura: 'atencion', clientes: 12 },
  { figura: 'agendado', clientes: 4 },
  { figura: 'gestion', clientes: 3 },
  { figura: 'nointeresado', clientes: 0 },
  { figura: 'oferta', clientes: 6 },
] as const;
