import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatEuros } from '@ventas/domain/money/euro-format';
import { COLUMNAS_PIPELINE } from '@ventas/domain/ofertas/pipeline';
import type { TarjetaPipeline } from '@ventas/domain/ofertas/pipeline-contract';
import { hasLevel } from '@ventas/domain/permissions/access-rule';
import { madridToday } from '@ventas/domain/time/madrid';
import { estadoOfertaLabel, type EstadoOfertaId } from '@ventas/domain/ofertas/oferta-estados';
import { ListErrorAlert } from '../../../components/paged-grid/list-error-alert';
import { useSnackbar } from '../../../components/snackbar/snackbar-context';
import { loggedInActor } from '../../../session/session-store';
import { useSession } from '../../../session/use-session';
import { moverOferta, PIPELINE_KEY, resumenQuery } from '../api/pipeline-queries';
import { caidaEn } from '../model/arrastre-pipeline';
import { ofertasTexto } from '../model/ofertas-texto';
import { conFiltro, consultaDelTablero, VISTA_LISTA, VISTA_PARAM } from '../model/filtros-pipeline';
import { ColumnaPipeline } from './columna-pipeline';
import { FiltrosPipelineBarra } from './filtros-pipeline-barra';

// The list brings the DataGrid: loaded when it is asked for, never with the board.
const PipelineLista = lazy(() => import('./pipeline-lista').then((m) => ({ default: m.PipelineLista })));

/**
 * /ofertas (issue 31 §2, decision 236): the offers the reader may work as a board, one column per
 * status with its count, monthly total and weighted total, and the forecast; a card opens its
 * offer and moves along the allowed transitions, dragged or from its menu.
 */
export function PipelineScreen() {
  const [params, setParams] = useSearchParams();
  const lista = params.get(VISTA_PARAM) === VISTA_LISTA;
  const hoy = madridToday();
  const search = params.toString();
  // Keyed by the URL's text: the same filters are the same query, whatever object holds them.
  const filtros = useMemo(() => consultaDelTablero(new URLSearchParams(search), hoy), [search, hoy]);
  const actor = loggedInActor(useSession());
  const resumen = useQuery(resumenQuery(filtros));
  const mover = useMovimiento();
  return (
    <Box>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h5" component="h1">
          Ofertas
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          aria-label="Vista"
          value={lista ? VISTA_LISTA : ''}
          onChange={(_, vista: string | null) => {
            if (vista !== null) setParams(conFiltro(params, VISTA_PARAM, vista), { replace: true });
          }}
        >
          <ToggleButton value="">Tablero</ToggleButton>
          <ToggleButton value={VISTA_LISTA}>Lista</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Las ofertas que puede trabajar, por estado, y lo que se espera vender
      </Typography>
      <FiltrosPipelineBarra hoy={hoy} porComercial={actor !== null && hasLevel(actor, 'manager')}>
        {resumen.data && (
          <Typography variant="body2" aria-live="polite">
            {`${ofertasTexto(resumen.data.count)} · Total mensual ${formatEuros(resumen.data.total)} · Previsión ponderada ${formatEuros(resumen.data.prevision)}`}
          </Typography>
        )}
      </FiltrosPipelineBarra>
      {resumen.isError && (
        <ListErrorAlert
          text="No se ha podido cargar el pipeline de ofertas."
          onRetry={() => void resumen.refetch()}
        />
      )}
      {lista ? (
        <Suspense fallback={<Skeleton variant="rounded" height={320} />}>
          <PipelineLista filtros={filtros} />
        </Suspense>
      ) : (
        <Box
          aria-label="Pipeline de ofertas"
          role="group"
          sx={{ display: 'flex', gap: 1.5, overflowX: 'auto', pb: 2, alignItems: 'flex-start' }}
        >
          {COLUMNAS_PIPELINE.map((estado) => (
            <ColumnaPipeline
              key={estado}
              estado={estado}
              columna={resumen.data?.columnas.find((columna) => columna.estado === estado)}
              filtros={filtros}
              moviendo={mover.moviendo}
              onMover={mover.mover}
              arrastrada={mover.arrastrada}
              onArrastrar={mover.setArrastrada}
              onSoltar={mover.soltar}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}

/** A move, said as it went: done, turned into a request for a Manager, or refused with why. */
function useMovimiento() {
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const [moviendo, setMoviendo] = useState<number | null>(null);
  // The card being dragged: a column tells by its outline whether it would take it.
  const [arrastrada, setArrastrada] = useState<TarjetaPipeline | null>(null);
  const mutation = useMutation({
    mutationFn: ({ tarjeta, estado }: { tarjeta: TarjetaPipeline; estado: EstadoOfertaId }) =>
      moverOferta(tarjeta.id, estado),
    onMutate: ({ tarjeta }) => setMoviendo(tarjeta.id),
    onSuccess: (oferta, { estado }) => {
      const destino = estadoOfertaLabel(estado) ?? '';
      if (oferta.estado !== estado && oferta.declaracion?.solicitud)
        snackbar.showInfo(
          `Solicitud enviada: la oferta sigue en ${oferta.estadoLabel ?? ''} hasta que un manager confirme ${destino}.`,
        );
      else snackbar.showSuccess(`Oferta movida a ${destino}`);
    },
    onError: (error) => snackbar.showError('No se ha podido mover la oferta', error),
    onSettled: () => {
      setMoviendo(null);
      void queryClient.invalidateQueries({ queryKey: PIPELINE_KEY });
    },
  });
  const mover = (tarjeta: TarjetaPipeline, estado: EstadoOfertaId) => mutation.mutate({ tarjeta, estado });
  return {
    moviendo,
    mover,
    arrastrada,
    setArrastrada,
    /** The dragged card dropped on a column: moved, or left where it was and told why. */
    soltar: (estado: EstadoOfertaId) => {
      const tarjeta = arrastrada;
      setArrastrada(null);
      if (tarjeta === null) return;
      const caida = caidaEn(tarjeta.estado, estado);
      if (caida.tipo === 'mover') mover(tarjeta, estado);
      else if (caida.tipo === 'rechazo') snackbar.showError(caida.motivo);
    },
  };
}
