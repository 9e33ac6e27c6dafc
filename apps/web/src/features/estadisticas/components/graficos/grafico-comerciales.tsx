import Box from '@mui/material/Box';
import { BarChart, barClasses } from '@mui/x-charts/BarChart';
import { useNavigate } from 'react-router';
import { cifra } from '../../../dashboard/dashboard.public';
import { altoAgrupado } from '../../model/grafico-objetivos';
import type { SerieGrafico } from '../../model/grafico-comerciales';
import { ChartRoom, minChartWidth } from '../../../../components/chart-room/chart-room';

interface GraficoComercialesProps {
  descripcion: string;
  /** The commercials' names, in the order the bars are drawn. */
  nombres: readonly string[];
  series: readonly SerieGrafico[];
}

/** The category axis's width and the chart's margins, which the room must leave bars beside. */
const EJE = 120;
const MARGEN = { left: 8, right: 16 };

/**
 * SPEC §9's count series per commercial, grouped, each in its colour: a bar opens the customers
 * behind it (issue 15: every figure is a link). The table below is the text alternative and the
 * keyboard path.
 */
export function GraficoComerciales({ descripcion, nombres, series }: GraficoComercialesProps) {
  const navigate = useNavigate();
  const mayor = Math.max(1, ...series.flatMap((serie) => serie.datos));
  const alto = altoAgrupado(nombres.length, series.length);
  return (
    <Box role="img" aria-label={descripcion}>
      <ChartRoom height={alto} minWidth={minChartWidth(EJE, MARGEN)}>
        {(width) => (
          <BarChart
            width={width}
            height={alto}
            layout="horizontal"
            skipAnimation
            // Positions, not names, on the axis: two commercials of the same name keep their own bars.
            yAxis={[
              {
                scaleType: 'band',
                data: nombres.map((_, indice) => indice),
                valueFormatter: (indice: number) => nombres[indice] ?? '',
                width: EJE,
              },
            ]}
            xAxis={[{ min: 0, max: mayor, tickNumber: 4, tickMinStep: 1, valueFormatter: cifra }]}
            series={series.map((serie) => ({
              id: serie.clave,
              label: serie.etiqueta,
              color: serie.color,
              data: serie.datos,
              valueFormatter: (valor: number | null) => (valor === null ? '' : cifra(valor)),
            }))}
            onItemClick={(_event, item) => {
              const enlace = series.find((serie) => serie.clave === item.seriesId)?.enlaces[item.dataIndex];
              if (enlace) void navigate(enlace);
            }}
            margin={MARGEN}
            // The chart points at every bar it can click; units open nothing: no hand over theirs.
            sx={Object.fromEntries(
              series
                .filter((serie) => serie.enlaces.every((enlace) => enlace === null))
                .map((serie) => [
                  `& g[data-series="${serie.clave}"] .${barClasses.element}`,
                  { cursor: 'default' },
                ]),
            )}
          />
        )}
      </ChartRoom>
    </Box>
  );
}
