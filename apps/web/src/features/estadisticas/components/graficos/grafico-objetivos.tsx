import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useNavigate } from 'react-router';
import { altoAgrupado, unidades, type ParObjetivo } from '../../model/grafico-objetivos';
import { ChartRoom, minChartWidth } from '../../../../components/chart-room/chart-room';

interface GraficoObjetivosProps {
  descripcion: string;
  pares: readonly ParObjetivo[];
  /** The calculator's month: a click on a family's bars opens it (units have no customer list). */
  enlace: string;
}

/** The legend's marks: the target pale, the units sold solid, as each family's bars are drawn. */
const LEYENDA = { objetivo: '#bdbdbd', consecucion: '#424242' };
const PALIDO = 0.35;

/** The category axis's width and the chart's margins, which the room must leave bars beside. */
const EJE = 120;
const MARGEN = { left: 8, right: 56 };

/**
 * Per family, its target and its units sold side by side in the family's SPEC §9 colour (the
 * target pale), the calculator's percent beside the units. The chart library arrives as its own
 * chunk after the figures (decision 119); the table beside it is its text alternative.
 */
export function GraficoObjetivos({ descripcion, pares, enlace }: GraficoObjetivosProps) {
  const navigate = useNavigate();
  const mayor = Math.max(1, ...pares.flatMap((par) => [par.objetivo, par.consecucion]));
  const alto = altoAgrupado(pares.length, 2);
  return (
    <Box role="img" aria-label={descripcion}>
      <ChartRoom height={alto} minWidth={minChartWidth(EJE, MARGEN)}>
        {(width) => (
          <BarChart
            width={width}
            height={alto}
            layout="horizontal"
            skipAnimation
            dataset={pares.map((par) => ({ ...par }))}
            yAxis={[{ scaleType: 'band', dataKey: 'familia', width: EJE }]}
            xAxis={[{ min: 0, max: mayor, tickNumber: 4, valueFormatter: unidades }]}
            series={[
              {
                id: 'objetivo',
                dataKey: 'objetivo',
                label: 'Objetivo',
                color: LEYENDA.objetivo,
                colorGetter: ({ dataIndex }) => alpha(pares[dataIndex]!.color, PALIDO),
                valueFormatter: (valor) => (valor === null ? '' : unidades(valor)),
              },
              {
                id: 'consecucion',
                dataKey: 'consecucion',
                label: 'Consecución',
                color: LEYENDA.consecucion,
                colorGetter: ({ dataIndex }) => pares[dataIndex]!.color,
                valueFormatter: (valor, { dataIndex }) =>
                  valor === null ? '' : `${unidades(valor)} ${pares[dataIndex]!.etiqueta}`.trim(),
                barLabel: (item) => pares[item.dataIndex]?.etiqueta ?? '',
                barLabelPlacement: 'outside',
              },
            ]}
            onItemClick={() => void navigate(enlace)}
            margin={MARGEN}
          />
        )}
      </ChartRoom>
    </Box>
  );
}
