import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { credencialesCalls } from '@ventas/domain/credenciales/credenciales.calls';
import { sendCall } from '../../../api/send-call';
import type { ListQuery } from '../../../components/paged-grid/list-declaration';
import { credencialesKeys } from './credenciales-keys';

/** SPEC §7: the credentials' page, with search, page, itemsPerPage and ordering. */
export const credencialesPageQuery = (query: ListQuery) =>
  queryOptions({
    queryKey: credencialesKeys.page(query),
    queryFn: ({ signal }) => sendCall(credencialesCalls.list, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
