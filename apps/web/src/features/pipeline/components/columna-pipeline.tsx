import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { formatEuros } from '@ventas/domain/money/euro-format';
import type { ColumnaPipeline as Columna } from '@ventas/domain/ofertas/pipeline';
import type { TarjetaPipeline } from '@ventas/domain/ofertas/pipeline-contract';
import type { EstadoOfertaId } from '@ventas/domain/telework/oferta-estados';
import { OfertaEstadoChip } from '../../clientes/clientes.public';
import { tarjetasQuery } from '../api/pipeline-queries';
import { TarjetaOferta } from './tarjeta-oferta';

interface ColumnaPipelineProps {
  estado: EstadoOfertaId;
  /** The column's sums, once the board has them. */
  columna: Columna | undefined;
  filtros: Record<string, string>;
  moviendo: number | null;
  onMover: (tarjeta: TarjetaPipeline, estado: EstadoOfertaId) => void;
}

/** One status: its count, monthly total and weighted total, and its cards page by page. */
export function ColumnaPipeline({ estado, columna, filtros, moviendo, onMover }: ColumnaPipelineProps) {
  const tituloId = useId();
  const vacia = columna?.count === 0;
  const tarjetas = useInfiniteQuery({
    ...tarjetasQuery(estado, filtros),
    enabled: columna !== undefined && !vacia,
  });
  const filas = tarjetas.data?.pages.flatMap((page) => page.results) ?? [];
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={tituloId}
      sx={{ p: 1.5, width: 280, flex: '0 0 auto', bgcolor: 'grey.50' }}
    >
      <Box id={tituloId} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <OfertaEstadoChip estado={estado} />
        <Typography component="h2" variant="subtitle2" sx={{ ml: 'auto' }}>
          {columna === undefined ? '…' : `${columna.count.toLocaleString('es-ES')} ofertas`}
        </Typography>
      </Box>
      {columna && (
        <Box
          component="dl"
          sx={{ m: 0, mt: 1, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1 }}
        >
          <Typography component="dt" variant="caption" color="text.secondary">
            Total mensual
          </Typography>
          <Typography component="dd" variant="caption" sx={{ m: 0, textAlign: 'right' }}>
            {formatEuros(columna.total)}
          </Typography>
          <Typography component="dt" variant="caption" color="text.secondary">
            {`Ponderado (${columna.probabilidad} %)`}
          </Typography>
          <Typography component="dd" variant="caption" sx={{ m: 0, textAlign: 'right' }}>
            {formatEuros(columna.ponderado)}
          </Typography>
        </Box>
      )}
      <Box
        component="ul"
        aria-label={`Ofertas en ${columna?.label ?? ''}`}
        sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5, display: 'grid', gap: 1 }}
      >
        {filas.map((tarjeta) => (
          <TarjetaOferta
            key={tarjeta.id}
            tarjeta={tarjeta}
            moviendo={moviendo === tarjeta.id}
            onMover={onMover}
          />
        ))}
        {(columna === undefined || tarjetas.isPending) && !vacia && (
          <Skeleton component="li" variant="rounded" height={84} aria-hidden />
        )}
      </Box>
      {vacia && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Sin ofertas
        </Typography>
      )}
      {tarjetas.isError && (
        <Button size="small" color="error" sx={{ mt: 1 }} onClick={() => void tarjetas.refetch()}>
          No se han podido cargar. Reintentar
        </Button>
      )}
      {tarjetas.hasNextPage && (
        <Button
          size="small"
          sx={{ mt: 1 }}
          disabled={tarjetas.isFetchingNextPage}
          onClick={() => void tarjetas.fetchNextPage()}
        >
          Ver más
        </Button>
      )}
    </Paper>
  );
}
