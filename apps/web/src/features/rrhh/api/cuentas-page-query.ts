import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Cuenta, cuentasPageSchema } from '@ventas/domain/cuentas/cuenta-form';
import type { z } from 'zod';
import { api } from '../../../api/api';
import type { ListQuery } from '../../../components/paged-grid/list-declaration';
import { rrhhKeys } from './rrhh-keys';

export type CuentasPage = z.infer<typeof cuentasPageSchema>;
export type { Cuenta };

/** GET /api/cuentas/entradas/ with page, itemsPerPage, ordering, search and RRHH's filters. */
export const cuentasPageQuery = (query: ListQuery) =>
  queryOptions({
    queryKey: rrhhKeys.page(query),
    queryFn: ({ signal }) => api.get<CuentasPage>('/api/cuentas/entradas/', { query, signal }),
    // The grid keeps the rows on screen while the next page or filter loads.
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
