import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import type { ObjetivoMesResponse } from '@ventas/domain/calculadora/objetivos-contract';
import { useId } from 'react';
import { barrasConsecucion } from '../model/grafico-consecucion';
import { ChartRoom, minChartWidth } from '../../../components/chart-room/chart-room';

const porcentaje = (value: number | null) => (value === null ? '' : `${String(value).replace('.', ',')} %`);

/** The category axis's width and the chart's margins, which the room must leave bars beside. */
const EJE = 110;
const MARGEN = { left: 8, right: 28 };

/**
 * Achievement per family against today's pace (issue 14: charts through the one chart library the
 * dashboard will use, MUI X Charts). The table above holds the exact figures; the chart is the
 * glance an agent takes on the phone.
 */
export function GraficoConsecucion({ objetivos }: { objetivos: ObjetivoMesResponse['objetivos'] }) {
  const titleId = useId();
  const barras = barrasConsecucion(objetivos);
  if (barras.length === 0) return null;
  // 100 % in view always; past it, the next 50 (150 % is the cap the commission counts).
  const mayor = Math.max(100, ...barras.flatMap((barra) => [barra.conseguido, barra.esperado]));
  const maximo = Math.ceil(mayor / 50) * 50;
  const alto = Math.max(160, 60 + barras.length * 48);
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2, mt: 2 }}>
      <Typography id={titleId} variant="h6" component="h2">
        Consecución por familia
      </Typography>
      <ChartRoom height={alto} minWidth={minChartWidth(EJE, MARGEN)}>
        {(width) => (
          <BarChart
            width={width}
            height={alto}
            layout="horizontal"
            dataset={barras.map((barra) => ({ ...barra }))}
            yAxis={[{ scaleType: 'band', dataKey: 'familia', width: EJE }]}
            xAxis={[{ min: 0, max: maximo, tickNumber: 4, valueFormatter: (value: number) => `${value} %` }]}
            series={[
              { dataKey: 'conseguido', label: 'Conseguido', valueFormatter: porcentaje },
              { dataKey: 'esperado', label: 'Esperado hoy', valueFormatter: porcentaje },
            ]}
            margin={MARGEN}
          />
        )}
      </ChartRoom>
    </Paper>
  );
}
