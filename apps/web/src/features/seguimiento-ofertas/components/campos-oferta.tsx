import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { ofertaQuery, type ParteOferta } from '../api/oferta-query';
import { etiquetaCampo, formatoValor } from '../model/formato-valor';
import type { RangoSeguimiento } from '../model/rango-seguimiento';
import { MENSAJES_SEGUIMIENTO } from '../seguimiento-messages';
import { NoDisponible } from '../../../components/no-disponible/no-disponible';

interface CamposOfertaProps {
  slug: string;
  rango: RangoSeguimiento;
  id: string;
  parte: ParteOferta;
  titulo: string;
}

/** One half of the offer dialog: the provider's fields as a list of name and value. */
export function CamposOferta({ slug, rango, id, parte, titulo }: CamposOfertaProps) {
  const query = useQuery(ofertaQuery(slug, parte, id, rango));
  const campos = query.data ? Object.entries(query.data.data.campos) : [];
  return (
    <Box component="section" aria-label={titulo} sx={{ minWidth: 0 }}>
      <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        {titulo}
      </Typography>
      {query.isPending && <LinearProgress aria-label={MENSAJES_SEGUIMIENTO.cargando} />}
      {query.isError && <NoDisponible onRetry={() => void query.refetch()} />}
      {query.isSuccess && campos.length === 0 && <Alert severity="info">{MENSAJES_SEGUIMIENTO.vacio}</Alert>}
      {campos.length > 0 && (
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
            columnGap: 1.5,
            rowGap: 0.75,
          }}
        >
          {campos.map(([clave, valor]) => (
            <Box key={clave} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {etiquetaCampo(clave)}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {formatoValor(valor)}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
