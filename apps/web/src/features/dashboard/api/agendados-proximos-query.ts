import { queryOptions } from '@tanstack/react-query';
import { agendadosCalls } from '@ventas/domain/telework/agendados.calls';
import { sendCall } from '../../../api/send-call';
import { MUESTRA_AGENDADOS } from '../../clientes/clientes.public';
import { dashboardKeys } from './dashboard-keys';

/**
 * SPEC §7/§9: GET /api/clientes/agendados/?range=3days[&comercial=] — pending callbacks from today
 * to 3 days ahead, Madrid days (decision 23), soonest first. A Comercial always gets their own.
 * Read again whenever a callback is created, moved or closed (MUESTRA_AGENDADOS).
 */
export const agendadosProximosQuery = (comercial: number | null) =>
  queryOptions({
    queryKey: dashboardKeys.agendados(comercial),
    meta: MUESTRA_AGENDADOS,
    queryFn: ({ signal }) =>
      sendCall(
        agendadosCalls.list,
        { query: { range: '3days', comercial: comercial ?? undefined } },
        { signal },
      ),
  });
