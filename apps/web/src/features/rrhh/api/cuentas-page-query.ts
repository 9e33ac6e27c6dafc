import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Cuenta, cuentasPageSchema } from '@ventas/domain/cuentas/cuenta-form';
import { cuentasCalls } from '@ventas/domain/cuentas/cuentas.calls';
import type { z } from 'zod';
import { sendCall } from '../../../api/send-call';
import type { ListQuery } from '../../../components/paged-grid/list-declaration';
import { rrhhKeys } from './rrhh-keys';

export type CuentasPage = z.infer<typeof cuentasPageSchema>;
export type { Cuenta };

/** A page of the accounts: page, itemsPerPage, ordering, search and RRHH's filters. */
export const cuentasPageQuery = (query: ListQuery) =>
  queryOptions({
    queryKey: rrhhKeys.page(query),
    queryFn: async ({ signal }): Promise<CuentasPage> => {
      const answer = await sendCall(cuentasCalls.list, { query }, { signal });
      // The grid always asks for a page; only a caller that asks for none gets the whole array.
      if (Array.isArray(answer)) throw new Error('La lista de cuentas no respondió una página');
      return answer;
    },
    // The grid keeps the rows on screen while the next page or filter loads.
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
