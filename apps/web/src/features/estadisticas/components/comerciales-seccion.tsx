import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { RankingComerciales } from '@ventas/domain/gerencia/stats-contract';
import { formatEuros } from '@ventas/domain/money/euro-format';
import { useState } from 'react';
import { LazyGraficoBarras, RankingTable, TarjetaDashboard, cifra } from '../../dashboard/dashboard.public';
import { TEXTOS_ESTADISTICAS } from '../estadisticas-messages';
import {
  COMERCIALES_EN_GRAFICO,
  SERIE_VALOR,
  barrasValor,
  seriesComerciales,
} from '../model/grafico-comerciales';
import { ORDENES, esOrden, ordenarComerciales, type OrdenComerciales } from '../model/orden-comerciales';
import { LazyGraficoComerciales } from './graficos/lazy-graficos';

const TEXTOS = TEXTOS_ESTADISTICAS.comerciales;
// Whole euros without cents: the axis reads '200 €', a bar '708,50 €'.
const euros = (valor: number) =>
  Number.isInteger(valor) ? formatEuros(String(valor), 0) : formatEuros(valor.toFixed(2));

const Subtitulo = ({ children }: { children: string }) => (
  <Typography variant="subtitle2" component="h3" color="text.secondary">
    {children}
  </Typography>
);

/**
 * SPEC §9's series per commercial: the counts grouped in one chart, Ventas valor (euros, another
 * scale) in its own, and the table with every series, all in the order picked. Each count of
 * customers, in the chart or the table, opens them in Teletrabajo.
 */
export function ComercialesSeccion({
  datos,
  graficos,
  yo,
}: {
  datos: UseQueryResult<RankingComerciales>;
  graficos: boolean;
  /** The caller's own row is marked. */
  yo: number;
}) {
  const [orden, setOrden] = useState<OrdenComerciales>('ranking');
  return (
    <TarjetaDashboard
      pantalla="Estadísticas"
      titulo={TEXTOS.titulo}
      datos={datos}
      vacio={({ ranking }) => (ranking.length === 0 ? TEXTOS.vacio : null)}
      ancha
    >
      {({ ranking, ventana }) => {
        const filas = ordenarComerciales(ranking, orden);
        const enGrafico = filas.slice(0, COMERCIALES_EN_GRAFICO);
        return (
          <Stack spacing={2}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
              <TextField
                select
                size="small"
                label="Ordenar por"
                value={orden}
                onChange={(event) => esOrden(event.target.value) && setOrden(event.target.value)}
                sx={{ minWidth: 220 }}
              >
                {ORDENES.map(({ clave, etiqueta }) => (
                  <MenuItem key={clave} value={clave}>
                    {etiqueta}
                  </MenuItem>
                ))}
              </TextField>
              {filas.length > enGrafico.length && (
                <Typography variant="body2" color="text.secondary">
                  {`Los gráficos muestran los ${enGrafico.length} primeros; la tabla, los ${cifra(filas.length)}.`}
                </Typography>
              )}
            </Stack>
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                alignItems: 'start',
                gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
              }}
            >
              <Box>
                <Subtitulo>Clientes y unidades</Subtitulo>
                <LazyGraficoComerciales
                  permitido={graficos}
                  descripcion={TEXTOS.grafico}
                  nombres={enGrafico.map((fila) => fila.nombre)}
                  series={seriesComerciales(enGrafico, ventana)}
                />
              </Box>
              <Box>
                <Subtitulo>{SERIE_VALOR.etiqueta}</Subtitulo>
                <LazyGraficoBarras
                  permitido={graficos}
                  descripcion={TEXTOS.graficoValor}
                  barras={barrasValor(enGrafico)}
                  formato={euros}
                />
              </Box>
            </Box>
            <RankingTable filas={filas} ventana={ventana} yo={yo} />
          </Stack>
        );
      }}
    </TarjetaDashboard>
  );
}
