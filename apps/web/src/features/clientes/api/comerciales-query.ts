import { queryOptions } from '@tanstack/react-query';
import { comercialesCalls } from '@ventas/domain/telework/comerciales.calls';
import { sendCall } from '../../../api/send-call';

/** SPEC §7: the commercials (SPEC §5: by estado then name, 'Por asignar' last). */
export const comercialesQuery = queryOptions({
  queryKey: ['comerciales'],
  queryFn: ({ signal }) => sendCall(comercialesCalls.list, {}, { signal }),
  staleTime: 5 * 60_000,
  select: (rows) => (Array.isArray(rows) ? rows : []),
});
