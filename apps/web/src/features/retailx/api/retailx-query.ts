import { queryOptions } from '@tanstack/react-query';
import { retailxCalls } from '@ventas/domain/retailx/retailx.calls';
import { sendCall } from '../../../api/send-call';

/** Gerencia's dates (none: the SPEC §9 period): the retail channel's figures. */
export const retailxQuery = (entradas: ReadonlyArray<readonly [string, string]>) =>
  queryOptions({
    queryKey: ['retailx', entradas],
    queryFn: ({ signal }) =>
      sendCall(retailxCalls.cifras, { query: Object.fromEntries(entradas) }, { signal }),
  });
