import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ClaseFila } from '@ventas/domain/importaciones/importacion-contract';
import { importacionesCalls } from '@ventas/domain/importaciones/importaciones.calls';
import { sendCall } from '../../../api/send-call';
import { importacionesKeys } from './importaciones-keys';

/** Sample rows a page shows (the API keeps at most MUESTRA_POR_CLASE per class). */
export const FILAS_POR_PAGINA = 25;

/** One page of a class's sample rows. */
export const filasQuery = (id: number, clase: ClaseFila, page: number) =>
  queryOptions({
    queryKey: importacionesKeys.filas(id, clase, page),
    queryFn: ({ signal }) =>
      sendCall(
        importacionesCalls.filas,
        { params: { id }, query: { clase, page, itemsPerPage: FILAS_POR_PAGINA } },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
