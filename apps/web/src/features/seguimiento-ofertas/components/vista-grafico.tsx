import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { seriesQuery } from '../api/vista-query';
import type { RangoSeguimiento } from '../model/rango-seguimiento';
import { MENSAJES_SEGUIMIENTO } from '../seguimiento-messages';
import { LazyGraficoVariable } from './graficos/lazy-grafico';
import { NoDisponible } from '../../../components/no-disponible/no-disponible';

/** The Variables tab: one line chart per series, two abreast on wide screens, stacked on phones. */
export function VistaGrafico({ slug, rango }: { slug: string; rango: RangoSeguimiento }) {
  const query = useQuery(seriesQuery(slug, rango));
  if (query.isPending) return <LinearProgress aria-label={MENSAJES_SEGUIMIENTO.cargando} />;
  if (query.isError) return <NoDisponible onRetry={() => void query.refetch()} />;
  const series = query.data.data.series.filter((serie) => serie.puntos.length > 0);
  if (series.length === 0) return <Alert severity="info">{MENSAJES_SEGUIMIENTO.vacio}</Alert>;
  return (
    <>
      {query.isFetching && <LinearProgress aria-label={MENSAJES_SEGUIMIENTO.cargando} sx={{ mb: 1 }} />}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {series.map((serie, indice) => (
          <Paper
            key={indice}
            variant="outlined"
            component="section"
            aria-label={serie.nombre}
            sx={{ p: 1.5 }}
          >
            <Typography variant="subtitle1" component="h2">
              {serie.nombre}
            </Typography>
            <LazyGraficoVariable serie={serie} />
          </Paper>
        ))}
      </Box>
    </>
  );
}
