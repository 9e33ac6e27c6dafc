import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Page } from '@ventas/domain/http/page';
import type { ClaseFila, FilaImportacion } from '@ventas/domain/importaciones/importacion-contract';
import { api } from '../../../api/api';
import { importacionesKeys } from './importaciones-keys';

/** Sample rows a page shows (the API keeps at most MUESTRA_POR_CLASE per class). */
export const FILAS_POR_PAGINA = 25;

/** GET /api/importaciones/{id}/filas/?clase=&page=: one page of a class's sample rows. */
export const filasQuery = (id: number, clase: ClaseFila, page: number) =>
  queryOptions({
    queryKey: importacionesKeys.filas(id, clase, page),
    queryFn: ({ signal }) =>
      api.get<Page<FilaImportacion>>(`/api/importaciones/${id}/filas/`, {
        query: { clase, page, itemsPerPage: FILAS_POR_PAGINA },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
