/** The dashboard's titles and quiet states (issue 15; SPEC §8 "Silent failures": no error text). */
export const TEXTOS_DASHBOARD = {
  titulo: 'Dashboard',
  sinDatos: 'Sin datos disponibles',
  ventasTipo: { titulo: 'Ventas por tipo', vacio: 'Sin ventas en el periodo' },
  acciones: { titulo: 'Acciones comerciales', vacio: 'Sin actividad en el periodo' },
  agendados: { titulo: 'Agendados próximos 3 días', vacio: 'Sin agendados en los próximos 3 días' },
  ranking: { titulo: 'Ranking de comerciales', vacio: 'Sin comerciales en el periodo' },
  consecucion: { titulo: 'Consecución de objetivos', vacio: 'Sin objetivos en el mes' },
  /** Decision 218: the sale confirmations waiting for a Manager or Admin. */
  confirmaciones: (pendientes: number) =>
    pendientes === 0
      ? 'Ninguna venta por confirmar'
      : pendientes === 1
        ? '1 venta por confirmar'
        : `${pendientes.toLocaleString('es-ES')} ventas por confirmar`,
} as const;
