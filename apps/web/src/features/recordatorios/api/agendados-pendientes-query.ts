import { queryOptions } from '@tanstack/react-query';
import { agendadosCalls } from '@ventas/domain/telework/agendados.calls';
import type { AgendadoView } from '@ventas/domain/telework/atenciones-contract';
import { sendCall } from '../../../api/send-call';
import { MUESTRA_AGENDADOS } from '../../clientes/clientes.public';

/**
 * How often the bell reads again while the app is open: a callback made or moved elsewhere (a
 * Manager's move, another tab) shows within this. Those already known fall due on this tab's own
 * clock (decision 234), so this is not the delay of a notice.
 */
export const RELEER_AGENDADOS_MS = 60_000;

/** What the bell knows after a read. */
export interface LecturaCampana {
  /** The user's callbacks already due when read (the server's count: no cap). */
  vencidos: number;
  /** Those of the next three days (today's from midnight), each timed on this tab's clock. */
  proximos: AgendadoView[];
  /** When it was read (ms): those of `proximos` due after this are not in `vencidos` yet. */
  leidoEn: number;
}

/** `comercial`: the user's own id for a Manager, who would otherwise get everyone's. */
const consulta = (range: string, comercial: number | null) => ({
  range,
  comercial: comercial ?? undefined,
});

/**
 * Issue 31 §1: the user's own pending callbacks, as the bell reads them each minute: how many
 * are due (GET …/agendados/cuenta/?range=overdue) and those of the next three days (GET
 * …/agendados/?range=3days, the dashboard's: one due just after midnight keeps its timer).
 */
export const campanaQuery = (comercial: number | null) =>
  queryOptions({
    queryKey: ['recordatorios', 'campana', comercial] as const,
    meta: MUESTRA_AGENDADOS,
    refetchInterval: RELEER_AGENDADOS_MS,
    queryFn: async ({ signal }): Promise<LecturaCampana> => {
      const leidoEn = Date.now();
      const [cuenta, proximos] = await Promise.all([
        sendCall(agendadosCalls.count, { query: consulta('overdue', comercial) }, { signal }),
        sendCall(agendadosCalls.list, { query: consulta('3days', comercial) }, { signal }),
      ]);
      return { vencidos: cuenta.count, proximos, leidoEn };
    },
  });

/** The user's own due callbacks, oldest first (up to the list's 500), read when the bell opens. */
export const vencidosPropiosQuery = (comercial: number | null) =>
  queryOptions({
    queryKey: ['recordatorios', 'vencidos', comercial] as const,
    meta: MUESTRA_AGENDADOS,
    queryFn: ({ signal }) =>
      sendCall(agendadosCalls.list, { query: consulta('overdue', comercial) }, { signal }),
  });
