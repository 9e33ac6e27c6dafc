import Box from '@mui/material/Box';
import { BarChart, barClasses } from '@mui/x-charts/BarChart';
import { useNavigate } from 'react-router';
import { altoGrafico, type BarraDashboard } from '../../model/barra-dashboard';
import { ChartRoom, minChartWidth } from '../../../../components/chart-room/chart-room';

interface GraficoBarrasProps {
  /** What the chart shows, for screen readers: the same figures are listed beside it. */
  descripcion: string;
  barras: readonly BarraDashboard[];
  formato: (valor: number) => string;
  /** Percentages: the axis shows 100 % always and, past it, the next 50 (as the calculator's chart). */
  porcentaje?: boolean;
}

/** The category axis's width and the chart's margins, which the room must leave bars beside. */
const EJE = 110;
const MARGEN = { left: 8, right: 40 };

/**
 * Horizontal bars, one per category, each opening its customers on a click (issue 15: every figure
 * is a link). The chart library arrives as its own chunk after the figures (decision 119); the
 * figures listed beside the chart are its text alternative and its keyboard path.
 */
export function GraficoBarras({ descripcion, barras, formato, porcentaje }: GraficoBarrasProps) {
  const navigate = useNavigate();
  const colores = barras.every((barra) => barra.color) ? barras.map((barra) => barra.color!) : null;
  const mayor = Math.max(...barras.map((barra) => barra.valor));
  // Counts: whole ticks, at least 0–1 so a period of zeros still draws an axis.
  const eje = porcentaje
    ? { max: Math.ceil(Math.max(100, mayor) / 50) * 50 }
    : { max: Math.max(1, mayor), tickMinStep: 1 };
  const alto = altoGrafico(barras.length);
  return (
    <Box role="img" aria-label={descripcion}>
      <ChartRoom height={alto} minWidth={minChartWidth(EJE, MARGEN)}>
        {(width) => (
          <BarChart
            width={width}
            height={alto}
            layout="horizontal"
            hideLegend
            // Drawn at once: a morning glance, not a show (and no work for a busy phone).
            skipAnimation
            yAxis={[
              {
                scaleType: 'band',
                data: barras.map((barra) => barra.etiqueta),
                width: EJE,
                ...(colores ? { colorMap: { type: 'ordinal' as const, colors: colores } } : {}),
              },
            ]}
            xAxis={[{ min: 0, ...eje, tickNumber: 4, valueFormatter: formato }]}
            series={[
              {
                data: barras.map((barra) => barra.valor),
                valueFormatter: (valor) => (valor === null ? '' : formato(valor)),
                barLabel: (item) => (item.value === null ? '' : formato(item.value)),
                barLabelPlacement: 'outside',
              },
            ]}
            // Only bars that open something take a click (the library points at every bar given one).
            {...(barras.some((barra) => barra.enlace)
              ? {
                  onItemClick: (_event: unknown, item: { dataIndex: number }) => {
                    const enlace = barras[item.dataIndex]?.enlace;
                    if (enlace) void navigate(enlace);
                  },
                }
              : {})}
            margin={MARGEN}
            sx={{
              [`& .${barClasses.element}`]: {
                cursor: barras.some((barra) => barra.enlace) ? 'pointer' : 'default',
              },
            }}
          />
        )}
      </ChartRoom>
    </Box>
  );
}
