import { queryOptions } from '@tanstack/react-query';
import type { MapeoGuardado } from '@ventas/domain/importaciones/importacion-contract';
import { api } from '../../../api/api';
import { importacionesKeys } from './importaciones-keys';

/** GET /api/importaciones/mapeo/?origen_bbdd=: the mapping last used for that origin, if any. */
export const mapeoGuardadoQuery = (origen: number) =>
  queryOptions({
    queryKey: importacionesKeys.mapeo(origen),
    queryFn: ({ signal }) =>
      api.get<MapeoGuardado>('/api/importaciones/mapeo/', { query: { origen_bbdd: origen }, signal }),
  });
