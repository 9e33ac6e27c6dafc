import type { GerenciaCuentas, GerenciaFila } from '@ventas/domain/gerencia/gerencia-contract';
import type { GerenciaFilters } from '@ventas/domain/gerencia/gerencia-filters-contract';

/** The current period of these tests (SPEC §9: 2nd to 1st) and the one before. */
export const PERIODO = { desde: '2026-03-02', hasta: '2026-04-01' };
export const ANTERIOR = { desde: '2026-02-02', hasta: '2026-03-01' };

export const OPCIONES: GerenciaFilters = {
  comerciales: [
    { id: 6, nombre: 'Bruno Baja', estado: 'BAJA', tipo_comercial: 'TIENDA' },
    { id: 4, nombre: 'Carlos Comercial', estado: 'ALTA', tipo_comercial: 'TIENDA' },
    { id: 7, nombre: 'Inés Inactiva', estado: 'INACTIVO', tipo_comercial: 'DBL' },
    { id: 5, nombre: 'Lucía López', estado: 'ALTA', tipo_comercial: 'DBL' },
    { id: 3, nombre: 'Marta Gerente', estado: 'ALTA', tipo_comercial: 'SIN DEFINIR' },
    { id: 8, nombre: 'Vera Vacaciones', estado: 'VACACIONES', tipo_comercial: 'COLABORADOR' },
  ],
  estados: ['ALTA', 'VACACIONES', 'BAJA', 'INACTIVO'],
  estado_por_defecto: 'ALTA',
  tipos_comercial: ['TIENDA', 'DBL', 'COLABORADOR', 'RECOMENDADOR', 'SIN DEFINIR'],
  familias: [],
  fechas: [
    { clave: 'periodo_actual', etiqueta: 'Periodo actual', ...PERIODO },
    { clave: 'periodo_anterior', etiqueta: 'Periodo anterior', ...ANTERIOR },
    { clave: 'hoy', etiqueta: 'Hoy', desde: '2026-03-14', hasta: '2026-03-14' },
  ],
};

const fila = (
  comercial: number,
  nombre: string,
  tipo_comercial: string,
  cifras: [number, number, number, number, number, number, number, number],
): GerenciaFila => {
  const [atencion, agendado, gestion, nointeresado, oferta, vendido, paquete, cliente] = cifras;
  return {
    comercial,
    nombre,
    estado: 'ALTA',
    tipo_comercial,
    ...{ atencion, agendado, gestion, nointeresado, oferta, vendido, paquete, cliente },
  };
};

/** Three commercials in ALTA; Marta has nothing yet. Order as the API sends it (by name). */
export const CUENTAS: GerenciaCuentas = {
  ventana: PERIODO,
  comerciales: [
    fila(4, 'Carlos Comercial', 'TIENDA', [12_345, 3, 2, 1, 0, 1, 1, 5]),
    fila(5, 'Lucía López', 'DBL', [7, 5, 1, 0, 2, 1, 1, 0]),
    fila(3, 'Marta Gerente', 'SIN DEFINIR', [0, 0, 0, 0, 0, 0, 0, 0]),
  ],
  // Each customer once: one of Lucía's agendados is also Carlos's.
  total: {
    atencion: 12_350,
    agendado: 7,
    gestion: 3,
    nointeresado: 1,
    oferta: 2,
    vendido: 2,
    paquete: 2,
    cliente: 5,
  },
};

/** What the API answers for Carlos alone (`comercial=4`). */
export const SOLO_CARLOS: GerenciaCuentas = {
  ventana: PERIODO,
  comerciales: [CUENTAS.comerciales[0]!],
  total: {
    atencion: 12_345,
    agendado: 3,
    gestion: 2,
    nointeresado: 1,
    oferta: 0,
    vendido: 1,
    paquete: 1,
    cliente: 5,
  },
};

/** The previous period: only Lucía worked. */
export const CUENTAS_ANTERIOR: GerenciaCuentas = {
  ventana: ANTERIOR,
  comerciales: [fila(5, 'Lucía López', 'DBL', [2, 1, 0, 0, 1, 0, 0, 0])],
  total: {
    atencion: 2,
    agendado: 1,
    gestion: 0,
    nointeresado: 0,
    oferta: 1,
    vendido: 0,
    paquete: 0,
    cliente: 0,
  },
};
