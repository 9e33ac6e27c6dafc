/** The dashboard's titles and quiet states (issue 15; SPEC §8 "Silent failures": no error text). */
export const TEXTOS_DASHBOARD = {
  titulo: 'Dashboard',
  sinDatos: 'Sin datos disponibles',
  ventasTipo: { titulo: 'Ventas por tipo', vacio: 'Sin ventas en el periodo' },
  acciones: { titulo: 'Acciones comerciales', vacio: 'Sin actividad en el periodo' },
  agendados: { titulo: 'Agendados próximos 3 días', vacio: 'Sin agendados en los próximos 3 días' },
  ranking: { titulo: 'Ranking de comerciales', vacio: 'Sin comerciales en el periodo' },
  consecucion: { titulo: 'Consecución de objetivos', vacio: 'Sin objetivos en el mes' },
} as const;
