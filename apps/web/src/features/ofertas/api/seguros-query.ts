import { queryOptions } from '@tanstack/react-query';
import { catalogueCalls } from '@ventas/domain/servicios/catalogue.calls';
import { wholeList } from '../../../api/list-answer';
import { sendCall } from '../../../api/send-call';
import { ofertaKeys } from './oferta-keys';

/** GET /api/servicios/seguros/?operator=&is_active=true: an operator's active insurances, whole. */
export const segurosQuery = (operator: string) =>
  queryOptions({
    queryKey: ofertaKeys.seguros(operator),
    queryFn: async ({ signal }) =>
      wholeList(
        await sendCall(catalogueCalls.seguros.list, { query: { operator, is_active: true } }, { signal }),
      ),
    enabled: operator !== '',
    staleTime: 60_000,
  });
