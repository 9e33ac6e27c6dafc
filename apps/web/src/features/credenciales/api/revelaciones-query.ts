import { queryOptions } from '@tanstack/react-query';
import type { Revelacion } from '@ventas/domain/credenciales/credenciales-contract';
import { api } from '../../../api/api';
import { credencialesKeys } from './credenciales-keys';

/** GET /api/scraping/claves/{id}/revelaciones/: who revealed this credential's secrets, newest first. */
export const revelacionesQuery = (id: number) =>
  queryOptions({
    queryKey: credencialesKeys.revelaciones(id),
    queryFn: ({ signal }) => api.get<Revelacion[]>(`/api/scraping/claves/${id}/revelaciones/`, { signal }),
  });
