import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { ofertaDetailSchema } from '@ventas/domain/ofertas/oferta-contract';
import { resumenPipelineSchema, tarjetasPipelinePageSchema } from '@ventas/domain/ofertas/pipeline-contract';
import type { EstadoOfertaId } from '@ventas/domain/ofertas/oferta-estados';
import { api } from '../../../api/api';

/** Every pipeline read: a move refreshes them all (the board's sums and both columns). */
export const PIPELINE_KEY = ['pipeline'] as const;

/** Cards a column shows at first and adds with "Ver más". */
export const TARJETAS_POR_PAGINA = 10;

/** The board's sums for the filters (GET /api/atenciones/ofertas/pipeline/). */
export const resumenQuery = (filtros: Record<string, string>) =>
  queryOptions({
    queryKey: [...PIPELINE_KEY, 'resumen', filtros] as const,
    queryFn: async ({ signal }) =>
      resumenPipelineSchema.parse(
        await api.get<unknown>('/api/atenciones/ofertas/pipeline/', { query: filtros, signal }),
      ),
  });

/** One column's cards, page after page (GET …/pipeline/tarjetas/?estado=). */
export const tarjetasQuery = (estado: EstadoOfertaId, filtros: Record<string, string>) =>
  infiniteQueryOptions({
    queryKey: [...PIPELINE_KEY, 'tarjetas', estado, filtros] as const,
    initialPageParam: 1,
    queryFn: async ({ signal, pageParam }) =>
      tarjetasPipelinePageSchema.parse(
        await api.get<unknown>('/api/atenciones/ofertas/pipeline/tarjetas/', {
          query: { ...filtros, estado, page: pageParam, itemsPerPage: TARJETAS_POR_PAGINA },
          signal,
        }),
      ),
    getNextPageParam: (last, pages) =>
      pages.length * TARJETAS_POR_PAGINA < last.count ? pages.length + 1 : undefined,
  });

/** What the board reads of a moved offer: where it is now, and a request left for a Manager. */
const movidaSchema = ofertaDetailSchema.pick({ estado: true, estadoLabel: true, declaracion: true });

/** A card moved to another column: the status alone, under the offer's own rule. */
export async function moverOferta(id: number, estado: EstadoOfertaId) {
  return movidaSchema.parse(await api.post<unknown>(`/api/atenciones/oferta/${id}/estado/`, { estado }));
}
