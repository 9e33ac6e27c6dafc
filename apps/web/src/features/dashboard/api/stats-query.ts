import { queryOptions } from '@tanstack/react-query';
import { gerenciaCalls } from '@ventas/domain/gerencia/gerencia.calls';
import type { CallResponse } from '@ventas/domain/http/api-call';
import { sendCall } from '../../../api/send-call';
import { parametrosStats, type ConsultaDashboard } from '../model/consulta-dashboard';
import { conPlazo } from './con-plazo';
import { dashboardKeys } from './dashboard-keys';

/** SPEC §7 Statistics: the four calls (the dashboard's and Gerencia · Estadísticas' charts). */
export type EstadisticaDashboard = keyof typeof gerenciaCalls.stats;

/** Long enough for a loaded server, short enough that a hung call still ends (SPEC §8: silent). */
export const PLAZO_ESTADISTICA_MS = 20_000;

type StatsCalls = typeof gerenciaCalls.stats;

/**
 * One statistic for a query (STATS_FILTERS, name → values). A call that never answers ends after
 * the limit, so its section shows its quiet empty state instead of a skeleton for ever.
 */
export function pedirEstadistica<E extends EstadisticaDashboard>(
  estadistica: E,
  query: Record<string, string[]>,
  signal: AbortSignal | undefined,
): Promise<CallResponse<StatsCalls[E]>> {
  const call: StatsCalls[EstadisticaDashboard] = gerenciaCalls.stats[estadistica];
  // The type cannot follow E through the index; the answer is the one of `call`, whose schema
  // sendCall checks it with.
  return conPlazo(signal, PLAZO_ESTADISTICA_MS, (conLimite) =>
    sendCall(call, { query }, { signal: conLimite }),
  ) as Promise<CallResponse<StatsCalls[E]>>;
}

/** A statistic for the dashboard's window and commercials. */
export function statsQuery<E extends EstadisticaDashboard>(estadistica: E, consulta: ConsultaDashboard) {
  return queryOptions({
    queryKey: dashboardKeys.stats(estadistica, consulta),
    queryFn: ({ signal }) => pedirEstadistica(estadistica, parametrosStats(consulta), signal),
  });
}
