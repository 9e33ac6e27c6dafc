import type { QueryClient } from '@tanstack/react-query';
import { COLUMNAS_PIPELINE } from '@ventas/domain/ofertas/pipeline';
import { madridToday } from '@ventas/domain/time/madrid';
import { consultaDelTablero, VISTA_LISTA, VISTA_PARAM } from '../model/filtros-pipeline';
import { resumenQuery, tarjetasQuery } from './pipeline-queries';

/**
 * The board's first reads for the URL's filters (its sums and every column's first cards), under
 * the keys pipeline-screen.tsx and columna-pipeline.tsx read, asked for while the session starts
 * (issue 31 §2: the first paint waited ~0.3 s more for the session's initial data and the
 * screen's first render). The list view reads other calls and asks for its own.
 */
export function prefetchTablero(queryClient: QueryClient, search: string): void {
  const params = new URLSearchParams(search);
  if (params.get(VISTA_PARAM) === VISTA_LISTA) return;
  const filtros = consultaDelTablero(params, madridToday());
  void queryClient.prefetchQuery(resumenQuery(filtros));
  for (const estado of COLUMNAS_PIPELINE)
    void queryClient.prefetchInfiniteQuery(tarjetasQuery(estado, filtros));
}
