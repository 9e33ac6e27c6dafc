import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { EstadoOfertaId } from '@ventas/domain/ofertas/oferta-estados';
import { pipelineCalls } from '@ventas/domain/ofertas/pipeline.calls';
import { sendCall } from '../../../api/send-call';

/** Every pipeline read: a move refreshes them all (the board's sums and both columns). */
export const PIPELINE_KEY = ['pipeline'] as const;

/** Cards a column shows at first and adds with "Ver más". */
export const TARJETAS_POR_PAGINA = 10;

/** The board's sums for the filters. */
export const resumenQuery = (filtros: Record<string, string>) =>
  queryOptions({
    queryKey: [...PIPELINE_KEY, 'resumen', filtros] as const,
    queryFn: ({ signal }) => sendCall(pipelineCalls.resumen, { query: filtros }, { signal }),
  });

/** One column's cards, page after page. */
export const tarjetasQuery = (estado: EstadoOfertaId, filtros: Record<string, string>) =>
  infiniteQueryOptions({
    queryKey: [...PIPELINE_KEY, 'tarjetas', estado, filtros] as const,
    initialPageParam: 1,
    queryFn: ({ signal, pageParam }) =>
      sendCall(
        pipelineCalls.tarjetas,
        { query: { ...filtros, estado, page: pageParam, itemsPerPage: TARJETAS_POR_PAGINA } },
        { signal },
      ),
    getNextPageParam: (last, pages) =>
      pages.length * TARJETAS_POR_PAGINA < last.count ? pages.length + 1 : undefined,
  });

/**
 * A card moved to another column: the status alone, under the offer's own rule. The board reads
 * where the offer is now, and a request left for a Manager.
 */
export const moverOferta = (id: number, estado: EstadoOfertaId) =>
  sendCall(pipelineCalls.mover, { params: { id }, body: { estado } });
