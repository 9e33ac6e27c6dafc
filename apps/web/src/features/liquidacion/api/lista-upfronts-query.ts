import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { UpfrontListado } from '@ventas/domain/liquidacion/liquidacion-contract';
import { api } from '../../../api/api';

/** The upfront list's filters as the screen holds them. */
export interface UpfrontsFiltros {
  content_type: string;
  familia: number | null;
  vigentes: boolean;
  search: string;
}

export function upfrontsParams(filtros: UpfrontsFiltros): string {
  const params = new URLSearchParams({ vigentes: String(filtros.vigentes) });
  if (filtros.content_type) params.set('content_type', filtros.content_type);
  if (filtros.familia !== null) params.set('familia', String(filtros.familia));
  if (filtros.search.trim()) params.set('search', filtros.search.trim());
  return params.toString();
}

/** GET /api/calculadora/lista-upfronts/ (decisions-liquidacion): the catalogue's upfronts. */
export const listaUpfrontsQuery = (filtros: UpfrontsFiltros) =>
  queryOptions({
    queryKey: ['liquidacion', 'upfronts', filtros],
    queryFn: ({ signal }) =>
      api.get<UpfrontListado[]>(`/api/calculadora/lista-upfronts/?${upfrontsParams(filtros)}`, { signal }),
    placeholderData: keepPreviousData,
  });
