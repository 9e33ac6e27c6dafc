import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { checkAccessQuery } from '../api/check-access-query';
import type { RangoSeguimiento } from './rango-seguimiento';

/** Where the access check stands: what the screen shows above (or instead of) the tabs. */
export type EstadoAcceso = 'comprobando' | 'esperando' | 'cancelado' | 'noDisponible' | 'concedido';

export interface AccesoSeguimiento {
  estado: EstadoAcceso;
  /** The check-access calls made so far (the one in flight included). */
  intentos: number;
  cancelar: () => void;
  reintentar: () => void;
}

/**
 * SPEC §4/§9 offers-tracking retry: check-access first; while the provider says `access: false`
 * it is asked again every second (checkAccessQuery) until granted, cancelled, or the screen goes
 * (the query's observer, and with it the interval, ends on unmount). Once granted the screen keeps
 * its tabs for other dates: access is the provider's session, not a range's.
 */
export function useAccesoSeguimiento(slug: string, rango: RangoSeguimiento): AccesoSeguimiento {
  const queryClient = useQueryClient();
  const [cancelado, setCancelado] = useState(false);
  const [concedido, setConcedido] = useState(false);
  const opciones = checkAccessQuery(slug, rango);
  const query = useQuery({ ...opciones, enabled: !cancelado && !concedido });
  if (query.data?.data.access === true && !concedido) setConcedido(true);

  // The query's own counters (its result leaves them out); read on each answer, which re-renders.
  const contadores = queryClient.getQueryState(opciones.queryKey);
  const respondidos = (contadores?.dataUpdateCount ?? 0) + (contadores?.errorUpdateCount ?? 0);
  const intentos = respondidos + (query.fetchStatus === 'fetching' ? 1 : 0);

  function estado(): EstadoAcceso {
    if (concedido || query.data?.data.access === true) return 'concedido';
    if (cancelado) return 'cancelado';
    if (query.isError) return 'noDisponible';
    return query.data ? 'esperando' : 'comprobando';
  }

  return {
    estado: estado(),
    intentos,
    cancelar: () => {
      setCancelado(true);
      // The call in flight goes too: nothing more is asked of the provider.
      void queryClient.cancelQueries({ queryKey: opciones.queryKey });
    },
    reintentar: () => {
      setCancelado(false);
      // From the first attempt again: the count and the waiting state start afresh.
      void queryClient.resetQueries({ queryKey: opciones.queryKey });
    },
  };
}
