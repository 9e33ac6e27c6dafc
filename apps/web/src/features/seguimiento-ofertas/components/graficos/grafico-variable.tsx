import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';
import { etiquetaEjeX } from '../../model/formato-valor';
import { ALTO_GRAFICO, type SerieVariable } from './grafico-medidas';
import { ChartRoom, minChartWidth } from '../../../../components/chart-room/chart-room';

const numero = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 2 });

/** The value axis's width and the chart's margins, which the room must leave the line beside. */
const EJE = 48;
const MARGEN = { left: 8, right: 16 };

/**
 * One variable of the offers tracking over its points, as a line. Each series has its own x values
 * (the provider's), so each gets its own chart; the chart library is its own chunk (lazy-grafico).
 */
export function GraficoVariable({ serie }: { serie: SerieVariable }) {
  return (
    <Box role="img" aria-label={`Gráfico de ${serie.nombre}`}>
      <ChartRoom height={ALTO_GRAFICO} minWidth={minChartWidth(EJE, MARGEN)}>
        {(width) => (
          <LineChart
            width={width}
            height={ALTO_GRAFICO}
            skipAnimation
            xAxis={[
              {
                scaleType: 'point',
                data: serie.puntos.map((p) => p.x),
                // The provider's days are ISO text: dates as a reader writes them, short on the axis.
                valueFormatter: (x: string, { location }) =>
                  etiquetaEjeX(x, location === 'tick' ? 'eje' : 'detalle'),
              },
            ]}
            yAxis={[{ valueFormatter: (valor: number) => numero.format(valor), width: EJE }]}
            series={[
              {
                label: serie.nombre,
                // Straight segments between the provider's points: a smoothed curve invents values.
                curve: 'linear',
                data: serie.puntos.map((p) => p.y),
                valueFormatter: (valor) => (valor === null ? '' : numero.format(valor)),
              },
            ]}
            hideLegend
            margin={MARGEN}
          />
        )}
      </ChartRoom>
    </Box>
  );
}
