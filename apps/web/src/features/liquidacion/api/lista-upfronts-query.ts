import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { liquidacionCalls } from '@ventas/domain/liquidacion/liquidacion.calls';
import type { PricedKind } from '@ventas/domain/servicios/price-history';
import { sendCall } from '../../../api/send-call';

/** The upfront list's filters as the screen holds them. */
export interface UpfrontsFiltros {
  content_type: string;
  familia: number | null;
  vigentes: boolean;
  search: string;
}

/** The filters as the list's calls take them (an empty one is left out). */
export function upfrontsParams(filtros: UpfrontsFiltros) {
  const search = filtros.search.trim();
  return {
    vigentes: filtros.vigentes ? ('true' as const) : ('false' as const),
    // The filter's select offers the priced kinds only ('' is every kind); the API checks it.
    ...(filtros.content_type ? { content_type: filtros.content_type as PricedKind } : {}),
    ...(filtros.familia === null ? {} : { familia: String(filtros.familia) }),
    ...(search ? { search } : {}),
  };
}

/** The catalogue's upfronts (decisions-liquidacion). */
export const listaUpfrontsQuery = (filtros: UpfrontsFiltros) =>
  queryOptions({
    queryKey: ['liquidacion', 'upfronts', filtros],
    queryFn: ({ signal }) =>
      sendCall(liquidacionCalls.listaUpfronts, { query: upfrontsParams(filtros) }, { signal }),
    placeholderData: keepPreviousData,
  });
