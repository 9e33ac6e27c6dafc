import type { SeguimientoSerie } from '../../api/vista-query';

// Apart from the chart itself, so the placeholder can size itself without loading @mui/x-charts.
export type SerieVariable = SeguimientoSerie['data']['series'][number];

export const ALTO_GRAFICO = 240;
