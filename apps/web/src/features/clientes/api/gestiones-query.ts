import { queryOptions } from '@tanstack/react-query';
import { catalogueCalls } from '@ventas/domain/servicios/catalogue.calls';
import { wholeList } from '../../../api/list-answer';
import { sendCall } from '../../../api/send-call';

/** SPEC §7: the procedure list (active only, whole: no page sent) the gestión form picks from. */
export const gestionesActivasQuery = queryOptions({
  queryKey: ['servicios', 'gestion', 'activas'],
  queryFn: async ({ signal }) =>
    wholeList(await sendCall(catalogueCalls.gestion.list, { query: { is_active: 1 } }, { signal })),
  staleTime: 5 * 60_000,
});
