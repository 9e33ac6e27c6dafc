import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatEuros } from '@ventas/domain/money/euro-format';
import { COLUMNAS_PIPELINE } from '@ventas/domain/ofertas/pipeline';
import type { TarjetaPipeline } from '@ventas/domain/ofertas/pipeline-contract';
import { madridToday } from '@ventas/domain/time/madrid';
import { estadoOfertaLabel, type EstadoOfertaId } from '@ventas/domain/telework/oferta-estados';
import { ListErrorAlert } from '../../../components/paged-grid/list-error-alert';
import { useSnackbar } from '../../../components/snackbar/snackbar-context';
import { mesLabel } from '../../../lib/meses';
import { moverOferta, PIPELINE_KEY, resumenQuery } from '../api/pipeline-queries';
import {
  consultaDePeriodo,
  mesesDelSelector,
  periodoDe,
  PERIODO_PARAM,
  TODO,
} from '../model/periodo-pipeline';
import { ColumnaPipeline } from './columna-pipeline';

/**
 * /ofertas (issue 31 §2, decision 236): the offers the reader may work as a board, one column per
 * status with its count, monthly total and weighted total, and the forecast; a card opens its
 * offer and moves along the allowed transitions.
 */
export function PipelineScreen() {
  const [params, setParams] = useSearchParams();
  const hoy = madridToday();
  const periodo = periodoDe(params.get(PERIODO_PARAM), hoy);
  const filtros = useMemo(() => consultaDePeriodo(periodo), [periodo]);
  const resumen = useQuery(resumenQuery(filtros));
  const mover = useMovimiento();
  return (
    <Box>
      <Typography variant="h5" component="h1">
        Ofertas
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Las ofertas que puede trabajar, por estado, y lo que se espera vender
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <TextField
          select
          size="small"
          label="Creadas en"
          value={periodo}
          onChange={(event) => setParams({ [PERIODO_PARAM]: event.target.value }, { replace: true })}
          slotProps={{ select: { native: true } }}
          sx={{ minWidth: 220 }}
        >
          {mesesDelSelector(hoy).map((mes) => (
            <option key={mes} value={mes}>
              {mesLabel(mes)}
            </option>
          ))}
          <option value={TODO}>Cualquier fecha</option>
        </TextField>
        {resumen.data && (
          <Typography variant="body2" aria-live="polite">
            {`${resumen.data.count.toLocaleString('es-ES')} ofertas · Total mensual ${formatEuros(resumen.data.total)} · Previsión ponderada ${formatEuros(resumen.data.prevision)}`}
          </Typography>
        )}
      </Stack>
      {resumen.isError && (
        <ListErrorAlert
          text="No se ha podido cargar el pipeline de ofertas."
          onRetry={() => void resumen.refetch()}
        />
      )}
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
          />
        ))}
      </Box>
    </Box>
  );
}

/** A move, said as it went: done, turned into a request for a Manager, or refused with why. */
function useMovimiento() {
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const [moviendo, setMoviendo] = useState<number | null>(null);
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
  return {
    moviendo,
    mover: (tarjeta: TarjetaPipeline, estado: EstadoOfertaId) => mutation.mutate({ tarjeta, estado }),
  };
}
