/** Gerencia · Estadísticas' titles and quiet states (issue 15; SPEC §8 "Silent failures": no error text). */
export const TEXTOS_ESTADISTICAS = {
  objetivos: {
    titulo: 'Ventas frente a objetivos por familia',
    vacio: 'Sin objetivos ni ventas en el mes',
    grafico: 'Gráfico de objetivo y consecución por familia, en unidades',
  },
  comerciales: {
    titulo: 'Estadísticas por comercial',
    vacio: 'Sin comerciales en el periodo',
    grafico: 'Gráfico de atenciones, ofertas, atenciones vendidas y ventas por comercial',
    graficoValor: 'Gráfico de ventas valor por comercial, en euros',
  },
} as const;
