import { queryOptions } from '@tanstack/react-query';
import type { Retailx } from '@ventas/domain/retailx/retailx-contract';
import { api } from '../../../api/api';

/** GET /api/retailx/ with Gerencia's dates (none: the SPEC §9 period): the retail channel's figures. */
export const retailxQuery = (entradas: ReadonlyArray<readonly [string, string]>) =>
  queryOptions({
    queryKey: ['retailx', entradas],
    queryFn: ({ signal }) =>
      api.get<Retailx>('/api/retailx/', { signal, query: Object.fromEntries(entradas) }),
  });
