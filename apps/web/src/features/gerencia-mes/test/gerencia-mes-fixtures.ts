import type {
  ComercialProyectado,
  ObjetivosGerencia,
} from '@ventas/domain/gerencia/objetivos-gerencia-contract';

export const FIBRA = { id: 1, nombre: 'Fibra' };
export const MOVIL = { id: 2, nombre: 'Móvil' };

type Figuras = { objetivo: string; consecucion: string; proyeccion: string | null; porc: string | null };

/** One objective as the API sends it; objetivo_porc is sales over target. */
function objetivo(familia: { id: number; nombre: string }, f: Figuras) {
  const porcVentas =
    Number(f.objetivo) > 0 ? ((Number(f.consecucion) * 100) / Number(f.objetivo)).toFixed(2) : null;
  return {
    familia: familia.id,
    familia_nombre: familia.nombre,
    objetivo: f.objetivo,
    consecucion: f.consecucion,
    objetivo_porc: porcVentas,
    peso: '50.00',
    llave: familia.id === FIBRA.id,
    proyeccion: f.proyeccion,
    proyeccion_porc: f.porc,
  };
}

function comercial(
  id: number,
  nombre: string,
  tipo_comercial: string,
  resto: Partial<ComercialProyectado> & { fibra?: Figuras; movil?: Figuras },
): ComercialProyectado {
  const { fibra, movil, ...campos } = resto;
  return {
    id,
    nombre,
    tipo_comercial,
    consecucion_total: '75.00',
    tramo: '< 80',
    factor_corrector: '0.80',
    bolsa_en_juego: '200.00',
    comision_total: '160.00',
    condiciones_cumplidas: true,
    motivos: [],
    ritmo: { transcurridos: '10', total: '20' },
    objetivos: [...(fibra ? [objetivo(FIBRA, fibra)] : []), ...(movil ? [objetivo(MOVIL, movil)] : [])],
    ...campos,
  };
}

/**
 * May 2025, ten of twenty working days gone, so each projection is twice the sales. Carlos and
 * Tomás are Tienda, Lucía DBL, Rosa Colaborador, Pedro SIN DEFINIR; nobody is Recomendador.
 * Móvil's projections are 0.10 and 0.20: their sum is 0,3 only if it is done exactly.
 */
export const CARLOS = comercial(4, 'Carlos Comercial', 'TIENDA', {
  comision_total: '120.50',
  fibra: { objetivo: '6.00', consecucion: '3', proyeccion: '6.00', porc: '100.00' },
  movil: { objetivo: '4.00', consecucion: '0.05', proyeccion: '0.10', porc: '2.50' },
});
export const LUCIA = comercial(5, 'Lucía López', 'DBL', {
  consecucion_total: '60.00',
  tramo: null,
  comision_total: null,
  condiciones_cumplidas: false,
  motivos: ['El objetivo llave no llega al 100 %'],
  fibra: { objetivo: '5.00', consecucion: '2', proyeccion: '4.00', porc: '80.00' },
  movil: { objetivo: '2.00', consecucion: '0.10', proyeccion: '0.20', porc: '10.00' },
});
export const PEDRO = comercial(6, 'Pedro Pérez', 'SIN DEFINIR', {
  comision_total: '10.00',
  fibra: { objetivo: '0.00', consecucion: '1', proyeccion: '2.00', porc: null },
});
export const ROSA = comercial(7, 'Rosa Ruiz', 'COLABORADOR', {
  consecucion_total: '200.00',
  tramo: '> 120',
  fibra: { objetivo: '3.00', consecucion: '3', proyeccion: '6.00', porc: '200.00' },
});
export const TOMAS = comercial(8, 'Tomás Torres', 'TIENDA', {
  comision_total: '100.00',
  fibra: { objetivo: '2.00', consecucion: '1', proyeccion: '2.00', porc: '100.00' },
});

export const MAYO: ObjetivosGerencia = {
  mes: '2025-05',
  cerrado: false,
  familias: [FIBRA, MOVIL],
  comerciales: [CARLOS, LUCIA, PEDRO, ROSA, TOMAS],
};

export const OPCIONES = {
  comerciales: [],
  estados: ['ALTA', 'VACACIONES', 'BAJA', 'INACTIVO'],
  estado_por_defecto: 'ALTA',
  tipos_comercial: ['TIENDA', 'DBL', 'COLABORADOR', 'RECOMENDADOR', 'SIN DEFINIR'],
  familias: [FIBRA, MOVIL],
  fechas: [{ clave: 'periodo', etiqueta: 'Periodo actual', desde: '2025-05-02', hasta: '2025-06-01' }],
};
