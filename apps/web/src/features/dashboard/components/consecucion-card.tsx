import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ConsecucionCount } from '@ventas/domain/gerencia/stats-contract';
import { formatPercent } from '@ventas/domain/money/euro-format';
import { Link as RouterLink } from 'react-router';
import { TEXTOS_DASHBOARD } from '../dashboard-messages';
import { barrasConsecucion } from '../model/barras-dashboard';
import { enlaceCalculadora } from '../model/enlaces-dashboard';
import { ConsecucionTable } from './consecucion-table';
import { LazyGraficoBarras } from './graficos/lazy-grafico-barras';
import { TarjetaDashboard } from './tarjeta-dashboard';

const TEXTOS = TEXTOS_DASHBOARD.consecucion;

const textoPorcentaje = (valor: number) => formatPercent(String(valor));

/** Units sold against the month's objectives per family (the calculator's figures), and the month's calculator. */
export function ConsecucionCard({
  datos,
  graficos,
}: {
  datos: UseQueryResult<ConsecucionCount>;
  graficos: boolean;
}) {
  return (
    <TarjetaDashboard
      titulo={TEXTOS.titulo}
      datos={datos}
      // The chart and the table of the usual three families.
      alturaCargando={{ xs: 250 }}
      vacio={({ familias }) => (familias.length === 0 ? TEXTOS.vacio : null)}
      accion={({ mes, comerciales }) => (
        <Link component={RouterLink} to={enlaceCalculadora(mes, comerciales)} variant="body2">
          Ver en la calculadora
        </Link>
      )}
    >
      {(respuesta) => {
        const barras = barrasConsecucion(respuesta);
        return (
          <Stack spacing={1}>
            {barras.length > 0 && (
              <LazyGraficoBarras
                permitido={graficos}
                descripcion="Gráfico de consecución por familia, en porcentaje del objetivo"
                barras={barras}
                formato={textoPorcentaje}
                porcentaje
              />
            )}
            <ConsecucionTable familias={respuesta.familias} />
          </Stack>
        );
      }}
    </TarjetaDashboard>
  );
}
