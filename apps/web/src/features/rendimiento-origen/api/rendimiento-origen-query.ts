import { queryOptions } from '@tanstack/react-query';
import type { DayRange } from '@ventas/domain/http/list-filters';
import {
  rendimientoOrigenSchema,
  type RendimientoOrigen,
} from '@ventas/domain/rendimiento-origen/rendimiento-origen-contract';
import { api } from '../../../api/api';

/** GET /api/rendimiento-origen/ for the leads created in `creados` (either end may be open). */
export const rendimientoOrigenQuery = (creados: DayRange) =>
  queryOptions({
    queryKey: ['rendimiento-origen', creados.after ?? '', creados.before ?? ''],
    queryFn: async ({ signal }): Promise<RendimientoOrigen> =>
      rendimientoOrigenSchema.parse(
        await api.get<unknown>('/api/rendimiento-origen/', {
          signal,
          query: {
            ...(creados.after ? { after: creados.after } : {}),
            ...(creados.before ? { before: creados.before } : {}),
          },
        }),
      ),
  });
