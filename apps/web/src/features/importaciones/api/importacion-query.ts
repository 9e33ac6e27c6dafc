import { queryOptions } from '@tanstack/react-query';
import type { Importacion } from '@ventas/domain/importaciones/importacion-contract';
import { api } from '../../../api/api';
import { importacionesKeys } from './importaciones-keys';

/** GET /api/importaciones/{id}/: one import record, its totals and result. */
export const importacionQuery = (id: number) =>
  queryOptions({
    queryKey: importacionesKeys.uno(id),
    queryFn: ({ signal }) => api.get<Importacion>(`/api/importaciones/${id}/`, { signal }),
  });
