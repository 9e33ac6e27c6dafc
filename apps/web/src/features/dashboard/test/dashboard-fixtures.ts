import type { Team } from '@ventas/domain/calculadora/teams-contract';
import type { GerenciaFilters } from '@ventas/domain/gerencia/gerencia-filters-contract';
import type { AgendadoView } from '@ventas/domain/telework/atenciones-contract';

export const MARTA = { id: 3, nombre: 'Marta Manager', estado: 'ALTA', tipo_comercial: 'TIENDA' };
export const CARLOS = { id: 4, nombre: 'Carlos Comercial', estado: 'ALTA', tipo_comercial: 'TIENDA' };
export const LUCIA = { id: 5, nombre: 'Lucía López', estado: 'ALTA', tipo_comercial: 'DBL' };
export const PEDRO = { id: 6, nombre: 'Pedro Pérez', estado: 'ALTA', tipo_comercial: 'TIENDA' };
export const CUENTAS = [CARLOS, LUCIA, MARTA, PEDRO];

/** Tests run on Wednesday 14 May 2025, 10:00 in Madrid: the period is 2 May → 1 June. */
export const AHORA = new Date('2025-05-14T08:00:00Z');
export const PERIODO_ACTUAL = { desde: '2025-05-02', hasta: '2025-06-01' };
export const PERIODO_ANTERIOR = { desde: '2025-04-02', hasta: '2025-05-01' };

/** Marta leads Carlos and Lucía; Pedro is in nobody's team of hers. */
export const EQUIPOS: Team[] = [
  {
    id: 1,
    dutty_manager: MARTA.id,
    dutty_manager_nombre: MARTA.nombre,
    commercial_id_arr: [CARLOS.id, LUCIA.id],
  },
  { id: 2, dutty_manager: 99, dutty_manager_nombre: 'Otra', commercial_id_arr: [PEDRO.id] },
];

export const FILTROS: GerenciaFilters = {
  comerciales: CUENTAS,
  estados: ['ALTA', 'VACACIONES', 'BAJA', 'INACTIVO'],
  estado_por_defecto: 'ALTA',
  tipos_comercial: ['TIENDA', 'DBL'],
  familias: [],
  fechas: [
    { clave: 'periodo_actual', etiqueta: 'Periodo actual', ...PERIODO_ACTUAL },
    { clave: 'periodo_anterior', etiqueta: 'Periodo anterior', ...PERIODO_ANTERIOR },
    { clave: 'hoy', etiqueta: 'Hoy', desde: '2025-05-14', hasta: '2025-05-14' },
  ],
};

/** The figures each statistic answers, whatever the scope (the scope is echoed). */
export const TIPOS = [
  { tipo_venta: 'PORTABILIDAD', clientes: 5 },
  { tipo_venta: 'ALTA NUEVA', clientes: 2 },
  { tipo_venta: 'Sin tipo', clientes: 0 },
];
export const ACCIONES = [
  { figura: 'atencion', clientes: 12 },
  { figura: 'agendado', clientes: 4 },
  { figura: 'gestion', clientes: 1234 },
  { figura: 'nointeresado', clientes: 0 },
  { figura: 'oferta', clientes: 6 },
] as const;
export const FAMILIAS = [
  { familia: 1, nombre: 'PREPAGO', objetivo: '10.00', consecucion: '6.00', porcentaje: '60.00' },
  { familia: 2, nombre: 'TV', objetivo: '5.00', consecucion: '0.50', porcentaje: '10.00' },
  { familia: 3, nombre: 'ENERGIA', objetivo: '0.00', consecucion: '2.00', porcentaje: null },
];
export const RANKING_DE: Record<
  number,
  { atenciones: number; ofertas: number; vendidas: number; ventas: number; valor: string }
> = {
  [CARLOS.id]: { atenciones: 7, ofertas: 4, vendidas: 3, ventas: 5, valor: '1234.50' },
  [LUCIA.id]: { atenciones: 9, ofertas: 2, vendidas: 2, ventas: 2, valor: '300.00' },
  [MARTA.id]: { atenciones: 1, ofertas: 0, vendidas: 0, ventas: 0, valor: '0.00' },
  [PEDRO.id]: { atenciones: 2, ofertas: 1, vendidas: 1, ventas: 1, valor: '45.00' },
};

const agendado = (
  id: number,
  fechaAgendado: string,
  cliente: { id: number; nombre: string; telefonos: string[] },
  comercial: { id: number; nombre: string },
): AgendadoView => ({
  id,
  fechaAgendado,
  estado: 'PENDIENTE',
  notas: id === 31 ? 'Llamar por la fibra' : null,
  cliente: { ...cliente, telefonos_no_llamar: [] },
  comercial: { id: comercial.id, nombre_completo: comercial.nombre },
});

/** Soonest first, as the API answers: today 10:30, tomorrow 18:00 and Friday 09:00 in Madrid. */
export const AGENDADOS: AgendadoView[] = [
  agendado(31, '2025-05-14T08:30:00Z', { id: 77, nombre: 'Cliente Uno', telefonos: ['612345678'] }, CARLOS),
  agendado(32, '2025-05-15T16:00:00Z', { id: 78, nombre: 'Cliente Dos', telefonos: [] }, LUCIA),
  agendado(33, '2025-05-16T07:00:00Z', { id: 79, nombre: 'Cliente Tres', telefonos: ['911223344'] }, PEDRO),
];
