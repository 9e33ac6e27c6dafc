import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ConsecucionCount } from '@ventas/domain/gerencia/stats-contract';
import { Link as RouterLink } from 'react-router';
import { mesDeUrl, nombreMes } from '../../calculadora/calculadora.public';
import { ConsecucionTable, TarjetaDashboard, enlaceCalculadora } from '../../dashboard/dashboard.public';
import { TEXTOS_ESTADISTICAS } from '../estadisticas-messages';
import { paresObjetivos } from '../model/grafico-objetivos';
import { LazyGraficoObjetivos } from './graficos/lazy-graficos';

const TEXTOS = TEXTOS_ESTADISTICAS.objetivos;

/**
 * Units sold against the objectives per family, for the calculator's month (the Madrid month the
 * dates start in, decision 123): paired bars in each family's colour and the exact table, and the
 * month's calculator a click away.
 */
export function ObjetivosSeccion({
  datos,
  graficos,
}: {
  datos: UseQueryResult<ConsecucionCount>;
  graficos: boolean;
}) {
  return (
    <TarjetaDashboard
      pantalla="Estadísticas"
      titulo={TEXTOS.titulo}
      datos={datos}
      vacio={({ familias }) => (familias.length === 0 ? TEXTOS.vacio : null)}
      accion={({ mes, comerciales }) => (
        <Link component={RouterLink} to={enlaceCalculadora(mes, comerciales)} variant="body2">
          Ver {nombreMes(mesDeUrl(mes))} en la calculadora
        </Link>
      )}
      ancha
    >
      {(respuesta) => {
        const enlace = enlaceCalculadora(respuesta.mes, respuesta.comerciales);
        return (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {`Mes de la calculadora: ${nombreMes(mesDeUrl(respuesta.mes))} (el mes en que empiezan las fechas)`}
            </Typography>
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                alignItems: 'start',
                gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
              }}
            >
              <LazyGraficoObjetivos
                permitido={graficos}
                descripcion={TEXTOS.grafico}
                pares={paresObjetivos(respuesta)}
                enlace={enlace}
              />
              <ConsecucionTable familias={respuesta.familias} />
            </Box>
          </>
        );
      }}
    </TarjetaDashboard>
  );
}
