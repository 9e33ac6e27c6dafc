import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { FIGURA_TEXTOS, type FiguraGerencia } from '@ventas/domain/gerencia/gerencia-figuras';
import { formatNumero, formatPercent } from '@ventas/domain/money/euro-format';
import { formatDay } from '@ventas/domain/time/madrid';
import { MENSAJES_TIENDA as M } from '@ventas/domain/tiendas/tienda-contract';
import { tiendaCifrasQuery } from '../api/tienda-cifras-query';
import { TiendaCifrasComerciales } from './tienda-cifras-comerciales';

/** The figures a store's panel shows, in the order a store reads its month. */
export const FIGURAS_TIENDA: readonly FiguraGerencia[] = [
  'atencion',
  'oferta',
  'vendido',
  'paquete',
  'cliente',
];

const porcentaje = (porc: string | null) => (porc === null ? 'Sin objetivo' : formatPercent(porc));

/** A store's month: Gerencia's figures, attainment per family, and per commercial (issue 17). */
export function TiendaCifrasPanel({ tiendaId }: { tiendaId: number }) {
  const cifras = useQuery(tiendaCifrasQuery(tiendaId));
  if (cifras.isPending)
    return (
      <Stack spacing={1} aria-busy="true" aria-label="Cargando cifras">
        <Skeleton variant="rounded" height={64} />
        <Skeleton variant="rounded" height={96} />
      </Stack>
    );
  if (cifras.isError)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void cifras.refetch()}>
            Reintentar
          </Button>
        }
      >
        {M.errorCifras}
      </Alert>
    );
  const { data } = cifras;
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        Del {formatDay(data.ventana.desde)} al {formatDay(data.ventana.hasta)}
        {data.cerrado ? ' · mes cerrado' : ''}
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(130px, 1fr))', gap: 1, m: 0 }}
      >
        {FIGURAS_TIENDA.map((figura) => (
          <Box
            key={figura}
            title={FIGURA_TEXTOS[figura].ayuda}
            sx={{ p: 1, border: 1, borderColor: 'divider', borderRadius: 1 }}
          >
            <Typography component="dt" variant="caption" color="text.secondary">
              {FIGURA_TEXTOS[figura].etiqueta}
            </Typography>
            <Typography component="dd" variant="h6" sx={{ m: 0 }}>
              {data.figuras[figura]}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="subtitle2" component="h3">
        Cumplimiento de objetivos
      </Typography>
      {data.cumplimiento.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Sus comerciales no tienen objetivos este mes.
        </Typography>
      ) : (
        data.cumplimiento.map((familia) => (
          <Box key={familia.familia}>
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
              <Typography variant="body2">{familia.familia_nombre}</Typography>
              <Typography variant="body2">
                {formatNumero(familia.consecucion)} de {formatNumero(familia.objetivo)} ·{' '}
                {porcentaje(familia.objetivo_porc)}
              </Typography>
            </Stack>
            <LinearProgress
              variant="determinate"
              aria-label={`Cumplimiento de ${familia.familia_nombre}`}
              value={Math.min(100, Number(familia.objetivo_porc ?? 0))}
              color={Number(familia.objetivo_porc ?? 0) >= 100 ? 'success' : 'primary'}
            />
          </Box>
        ))
      )}
      <TiendaCifrasComerciales comerciales={data.comerciales} />
    </Stack>
  );
}
