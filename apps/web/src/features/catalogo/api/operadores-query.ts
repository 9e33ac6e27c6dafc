import { queryOptions } from '@tanstack/react-query';
import { dropDownsCalls } from '@ventas/domain/servicios/drop-downs.calls';
import { sendCall } from '../../../api/send-call';
import { catalogueKeys } from './catalogue-keys';

/** The tenant's operators (data, decision 64) for selects. */
export const operadoresQuery = queryOptions({
  queryKey: catalogueKeys.operadores,
  queryFn: ({ signal }) => sendCall(dropDownsCalls.operadores, {}, { signal }),
  staleTime: 5 * 60_000,
});
