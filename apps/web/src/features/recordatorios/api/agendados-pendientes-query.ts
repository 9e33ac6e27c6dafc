import { queryOptions } from '@tanstack/react-query';
import { agendadosSchema, type AgendadoView } from '@ventas/domain/telework/atenciones-contract';
import type { RangoAgendado } from '@ventas/domain/telework/agendado-range';
import { api } from '../../../api/api';
import { MUESTRA_AGENDADOS } from '../../clientes/clientes.public';

/**
 * How often the list is read again while the app is open: a callback made or moved elsewhere (a
 * Manager's move, another tab) shows within this. Those already known fall due on this tab's own
 * clock (decision 234), so this is not the delay of a notice.
 */
export const RELEER_AGENDADOS_MS = 60_000;

function leer(range: RangoAgendado, comercial: number | null, signal: AbortSignal) {
  return api
    .get<unknown>('/api/clientes/agendados/', { query: { range, comercial: comercial ?? undefined }, signal })
    .then((rows) => agendadosSchema.parse(rows));
}

/**
 * Issue 31 §1: the user's own pending callbacks that are due (GET …/agendados/?range=overdue) or
 * fall due in the next days (?range=3days, the dashboard's read: one due just after midnight
 * still gets its timer before it), once each. `comercial` is the user's own id for a Manager
 * or above, who would otherwise get everyone's; a Comercial always gets their own.
 */
export const agendadosPendientesQuery = (comercial: number | null) =>
  queryOptions({
    queryKey: ['recordatorios', 'agendados-pendientes', comercial] as const,
    meta: MUESTRA_AGENDADOS,
    refetchInterval: RELEER_AGENDADOS_MS,
    queryFn: async ({ signal }): Promise<AgendadoView[]> => {
      const [vencidos, proximos] = await Promise.all([
        leer('overdue', comercial, signal),
        leer('3days', comercial, signal),
      ]);
      const porId = new Map([...vencidos, ...proximos].map((agendado) => [agendado.id, agendado]));
      return [...porId.values()];
    },
  });
