/** One bar of a dashboard chart: its category, value, colour (by family) and the list it opens. */
export interface BarraDashboard {
  etiqueta: string;
  valor: number;
  color?: string;
  enlace: string | null;
}

/** One bar's height in px, so labels stay readable at phone width; the axis takes the rest. */
const ALTO_BARRA = 36;
export const altoGrafico = (barras: number) => 40 + barras * ALTO_BARRA;
