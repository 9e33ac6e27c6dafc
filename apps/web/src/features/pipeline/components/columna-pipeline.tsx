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
import type { EstadoOfertaId } from '@ventas/domain/ofertas/oferta-estados';
import { OfertaEstadoChip } from '../../clientes/clientes.public';
import { tarjetasQuery } from '../api/pipeline-queries';
import { caidaEn } from '../model/arrastre-pipeline';
import { ofertasTexto } from '../model/ofertas-texto';
import { TarjetaOferta } from './tarjeta-oferta';

interface ColumnaPipelineProps {
  estado: EstadoOfertaId;
  /** The column's sums, once the board has them. */
  columna: Columna | undefined;
  filtros: Record<string, string>;
  moviendo: number | null;
  onMover: (tarjeta: TarjetaPipeline, estado: EstadoOfertaId) => void;
  /** The card being dragged over the board, if one is. */
  arrastrada: TarjetaPipeline | null;
  onArrastrar: (tarjeta: TarjetaPipeline | null) => void;
  /** The dragged card dropped here. */
  onSoltar: (estado: EstadoOfertaId) => void;
}

/** One status: its count, monthly total and weighted total, and its cards page by page. */
export function ColumnaPipeline(props: ColumnaPipelineProps) {
  const { estado, columna, filtros, moviendo, onMover, arrastrada, onArrastrar, onSoltar } = props;
  const tituloId = useId();
  // While a card is dragged, a column says before the drop whether it would take it.
  const caida = arrastrada === null ? null : caidaEn(arrastrada.estado, estado).tipo;
  const vacia = columna?.count === 0;
  // The first cards are asked for with the board's sums, not after them (a count over the
  // period's offers takes a few hundred ms); only a column the sums say is empty asks nothing.
  const tarjetas = useInfiniteQuery({ ...tarjetasQuery(estado, filtros), enabled: !vacia });
  const filas = tarjetas.data?.pages.flatMap((page) => page.results) ?? [];
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={tituloId}
      // Every column takes the drop, even one that refuses the card: a browser fires no drop
      // where the effect is 'none', and the refusal must be said, not just shown by the cursor.
      onDragOver={(event) => {
        if (arrastrada === null) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
      }}
      onDrop={(event) => {
        event.preventDefault();
        onSoltar(estado);
      }}
      sx={{
        p: 1.5,
        width: 280,
        flex: '0 0 auto',
        bgcolor: caida === 'mover' ? 'action.hover' : 'grey.50',
        opacity: caida === 'rechazo' ? 0.55 : 1,
        outline: caida === 'mover' ? 2 : 0,
        outlineColor: 'primary.main',
        outlineStyle: 'dashed',
      }}
    >
      <Box id={tituloId} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <OfertaEstadoChip estado={estado} />
        <Typography component="h2" variant="subtitle2" sx={{ ml: 'auto' }}>
          {columna === undefined ? '…' : ofertasTexto(columna.count)}
        </Typography>
      </Box>
      {caida === 'rechazo' && (
        <Typography variant="caption" color="error" sx={{ display: 'block', mt: 0.5 }}>
          No se puede mover aquí
        </Typography>
      )}
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
            onArrastrar={onArrastrar}
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
