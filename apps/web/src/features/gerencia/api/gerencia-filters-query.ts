import { queryOptions } from '@tanstack/react-query';
import { gerenciaFiltersCalls } from '@ventas/domain/gerencia/gerencia-filters.calls';
import { sendCall } from '../../../api/send-call';
import { GERENCIA_KEYS } from './gerencia-keys';

/** SPEC §7 Management: the options of every filter. */
export const gerenciaFiltersQuery = () =>
  queryOptions({
    queryKey: GERENCIA_KEYS.filtros,
    queryFn: ({ signal }) => sendCall(gerenciaFiltersCalls.opciones, {}, { signal }),
    // The presets are Madrid days: an hour is fresh enough, and a move of callbacks refreshes it.
    staleTime: 60 * 60_000,
  });
