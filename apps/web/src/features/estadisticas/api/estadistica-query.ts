import { queryOptions } from '@tanstack/react-query';
import { entriesAsQuery } from '@ventas/domain/http/filter-url';
import { pedirEstadistica, type EstadisticaDashboard } from '../../dashboard/dashboard.public';

export type Estadistica = EstadisticaDashboard;

/** The URL's filters as query entries (STATS_FILTERS): what the screen shows is what it asks. */
export type Entradas = readonly (readonly [string, string])[];

export const estadisticasKeys = {
  estadistica: (estadistica: Estadistica, entradas: Entradas) =>
    ['estadisticas', estadistica, entradas] as const,
};

/** One of SPEC §7's statistics with the screen's filters (updated_on, estado, tipo_comercial, comercial). */
export function estadisticaQuery<E extends Estadistica>(estadistica: E, entradas: Entradas) {
  return queryOptions({
    queryKey: estadisticasKeys.estadistica(estadistica, entradas),
    queryFn: ({ signal }) => pedirEstadistica(estadistica, entriesAsQuery(entradas), signal),
  });
}
